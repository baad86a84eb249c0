import { formatDealValue, NOT_SPECIFIED } from '@app/shared/format/format';
import type { Opportunity } from '@app/shared/opportunities/opportunities.schemas';
import { UserRound } from 'lucide-react';
import { cn } from '../../../../components/ui/cn';
import type { DeckView } from '../../hooks/use-pipeline-params';
import { OpportunityStatusBadge } from '../opportunity-status-badge';
import { DealSignals } from './deal-signals';

/** One deal in the grid or list; the name opens its details. */
export function DealCard({ deal, view, onOpen }: { deal: Opportunity; view: DeckView; onOpen(): void }) {
  return (
    <article
      className={cn(
        'relative flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500',
        view === 'grid' ? 'flex-col' : 'flex-col sm:flex-row sm:items-center sm:justify-between',
      )}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold break-words text-slate-900">
            {/* The whole card is the click target; the button keeps it one tab stop with a real name. */}
            <button
              type="button"
              onClick={onOpen}
              className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {deal.name}
            </button>
          </h3>
          {view === 'grid' && <OpportunityStatusBadge status={deal.status} />}
        </div>
        <p className="text-sm text-slate-600">{deal.pipeline_stage_name}</p>
      </div>
      <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', view === 'list' && 'sm:justify-end')}>
        {view === 'list' && <OpportunityStatusBadge status={deal.status} />}
        <span className="font-semibold text-slate-900">{formatDealValue(deal.monetary_value, deal.currency)}</span>
        <span className="flex items-center gap-1 text-sm text-slate-600">
          <UserRound className="size-4" aria-hidden />
          {deal.assigned_to ?? NOT_SPECIFIED}
        </span>
        <DealSignals opportunity={deal} />
      </div>
    </article>
  );
}
