import type { Transaction } from '@app/shared/ledger/ledger.schemas';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadMoreButton } from '../../../components/ui/paged-list';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useTransactions } from '../api/get-transactions';
import { formatTokens } from '../token-format';

// Built on first use, not when the page imports this module (DESIGN.md §8).
let dateFormatter: Intl.DateTimeFormat | undefined;
function dateFormat(): Intl.DateTimeFormat {
  dateFormatter ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormatter;
}

/** +25 when tokens came into the balance, −25 when they left it. */
export const signedAmount = (transaction: Pick<Transaction, 'amount' | 'direction'>): string =>
  `${transaction.direction === 'in' ? '+' : '−'}${formatTokens(transaction.amount)}`;

export function TransactionRow({ transaction }: { transaction: Transaction }) {
  return (
    <li className="flex min-w-0 items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {transaction.type}
          <span className="ml-2 text-xs font-normal text-slate-500">{transaction.status}</span>
        </p>
        <p className="text-sm break-words text-slate-600">{transaction.description}</p>
        <p className="text-xs text-slate-500">
          <time dateTime={transaction.timestamp}>{dateFormat().format(new Date(transaction.timestamp))}</time>
        </p>
      </div>
      <p
        className={cn(
          'shrink-0 font-semibold tabular-nums',
          transaction.direction === 'in' ? 'text-green-700' : 'text-slate-700',
        )}
      >
        {signedAmount(transaction)}
        <span className="sr-only"> tokens</span>
      </p>
    </li>
  );
}

/** Every movement of the visitor's tokens, newest first (part-2 §3 Transaction). */
export function TransactionList() {
  const headingId = useId();
  const query = useTransactions();
  const transactions = query.data?.pages.flatMap((page) => page.transactions) ?? [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Transactions
      </h3>
      {query.isError && !query.data ? (
        <ErrorBanner
          message={describeError(query.error, 'Could not load your transactions.')}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <LoadingState label="Loading transactions..." />
      ) : transactions.length === 0 ? (
        <EmptyState title="No transactions yet">Rewards, stakes and unstakes show up here.</EmptyState>
      ) : (
        <ul aria-label="Transactions" className="divide-y divide-slate-100">
          {transactions.map((transaction) => (
            <TransactionRow key={transaction.id} transaction={transaction} />
          ))}
        </ul>
      )}
      {query.hasNextPage && <LoadMoreButton query={query} />}
    </section>
  );
}
