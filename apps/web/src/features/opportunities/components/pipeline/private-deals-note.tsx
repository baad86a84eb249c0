import { formatDealValue } from '@app/shared/format/format';
import type { PipelineResponse } from '@app/shared/opportunities/opportunities.schemas';

type PrivateDeals = PipelineResponse['stages'][number]['privateDeals'];

/**
 * Other clients' deals in a stage: how many, and a sum per currency only where the server gave one
 * (it withholds a sum that fewer than three clients make up; issue 40 §7, decision 020).
 */
export function PrivateDealsNote({ privateDeals }: { privateDeals: PrivateDeals }) {
  if (privateDeals.count === 0) return null;
  const { count, totals } = privateDeals;
  const sums = totals.map((total) =>
    total.amount === null ? 'total withheld' : formatDealValue(total.amount, total.currency),
  );
  return (
    <p className="text-xs text-slate-500">
      {count} private deal{count === 1 ? '' : 's'} of other clients{sums.length ? ` · ${sums.join(' · ')}` : ''}
    </p>
  );
}
