import { useId } from 'react';
import { Card } from '../../../../../components/ui/card';
import { EmptyState } from '../../../../../components/ui/empty-state';
import { ErrorBanner } from '../../../../../components/ui/error-banner';
import { LoadingState } from '../../../../../components/ui/states';
import { useRecentRewards } from '../../../../../features/wallet/api/get-transactions';
import { TransactionRow } from '../../../../../features/wallet/components/transaction-list';
import { describeError } from '../../../../../lib/api-error';

/** The visitor's latest bounty rewards, straight from the ledger. */
export function RecentEarnings() {
  const headingId = useId();
  const query = useRecentRewards();
  const rewards = query.data ?? [];
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Recent earnings
        </h2>
        <div className="mt-3">
          {query.isError && !query.data ? (
            <ErrorBanner
              message={describeError(query.error, 'Could not load your earnings.')}
              onRetry={() => void query.refetch()}
            />
          ) : query.isPending ? (
            <LoadingState label="Loading earnings..." />
          ) : rewards.length === 0 ? (
            <EmptyState title="No earnings yet">
              Complete a bounty: its reward shows up here once it is approved.
            </EmptyState>
          ) : (
            <ul aria-label="Recent earnings" className="divide-y divide-slate-100">
              {rewards.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </Card>
  );
}
