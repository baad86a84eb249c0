import { TOKEN_INFO } from '@app/shared/ledger/ledger.constants';
import { useId } from 'react';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useTokenStats } from '../api/get-token-stats';
import { formatDollars, formatTokens } from '../token-format';
import { StatList } from './stat-list';

/** The published token figures of the spec (part-2 §9) and, next to them, what the ledger holds right now. */
export function TokenStats() {
  const headingId = useId();
  const liveId = useId();
  const query = useTokenStats();
  const live = query.data;

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {TOKEN_INFO.symbol} token
      </h2>
      <StatList
        className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
        stats={[
          { label: 'Price', value: formatDollars(TOKEN_INFO.price) },
          { label: 'Total supply', value: formatTokens(TOKEN_INFO.supply) },
          { label: 'Circulating', value: formatTokens(TOKEN_INFO.circulating) },
          { label: 'Bounty pool', value: formatTokens(TOKEN_INFO.bountyPool) },
          { label: 'Market cap', value: formatDollars(TOKEN_INFO.marketCap) },
        ]}
      />
      <section aria-labelledby={liveId} className="flex flex-col gap-2">
        <h3 id={liveId} className="text-sm font-semibold text-slate-800">
          On the ledger now
        </h3>
        {query.isError && !live ? (
          <ErrorBanner
            message={describeError(query.error, 'Could not load the live token figures.')}
            onRetry={() => void query.refetch()}
          />
        ) : !live ? (
          <LoadingState label="Loading token figures..." />
        ) : (
          <StatList
            stats={[
              { label: 'Circulating', value: formatTokens(live.circulating) },
              { label: 'Staked', value: formatTokens(live.staked) },
              { label: 'Bounty pool', value: formatTokens(live.bountyPool) },
              { label: 'In escrow', value: formatTokens(live.escrow), hint: 'Promised to open bounties' },
            ]}
          />
        )}
      </section>
    </section>
  );
}
