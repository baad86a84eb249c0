import { formatDealValue, formatLongDate } from '@app/shared/format/format';
import type { Opportunity } from '@app/shared/opportunities/opportunities.schemas';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { OpportunityStatusBadge } from './opportunity-status-badge';

/** One opportunity of the pipeline: name, status, stage, value, date; details on demand. */
export function OpportunityCard({ opportunity, onViewDetails }: { opportunity: Opportunity; onViewDetails(): void }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-1 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {opportunity.name}
        </h3>
        <OpportunityStatusBadge status={opportunity.status} />
      </div>
      <dl className="grid gap-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500">Stage</dt>
          <dd className="font-medium text-slate-800">{opportunity.pipeline_stage_name}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500">Value</dt>
          <dd className="font-semibold text-slate-900">
            {formatDealValue(opportunity.monetary_value, opportunity.currency)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500">Created</dt>
          <dd className="text-slate-800">{formatLongDate(opportunity.created_at)}</dd>
        </div>
      </dl>
      <Button variant="secondary" size="sm" className="self-start" onClick={onViewDetails}>
        View Details
      </Button>
    </article>
  );
}
