import { useId } from 'react';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useWallet } from '../api/get-wallet';
import { StakingForm } from './staking-form';
import { TransactionList } from './transaction-list';
import { WalletOverview } from './wallet-overview';

/** The token wallet (part-2 §2 Token Wallet): overview, staking and transactions, all from the ledger. */
export function WalletPanel() {
  const headingId = useId();
  const query = useWallet();
  const wallet = query.data;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          Wallet overview
        </h3>
        {query.isError && !wallet ? (
          <ErrorBanner
            message={describeError(query.error, 'Could not load your wallet.')}
            onRetry={() => void query.refetch()}
          />
        ) : !wallet ? (
          <LoadingState label="Loading wallet..." />
        ) : (
          <WalletOverview wallet={wallet} />
        )}
      </section>
      {wallet && (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <StakingForm wallet={wallet} />
        </div>
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <TransactionList />
      </div>
    </div>
  );
}
