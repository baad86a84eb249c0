import { formatDealValue, formatLongDate, NOT_SPECIFIED } from '@app/shared/format/format';
import type { Opportunity } from '@app/shared/opportunities/opportunities.schemas';
import type { ReactNode } from 'react';
import { DealJob } from './deal-job';
import { OpportunityStatusBadge } from './opportunity-status-badge';

/**
 * Every field of one opportunity, read-only; `extraRows` come after the status. A deal opened by
 * a published job shows that job's facts and a link to its page, not the ids of the job and of
 * its owner (the contact).
 */
export function OpportunityFieldList({
  opportunity,
  extraRows = [],
}: {
  opportunity: Opportunity;
  extraRows?: [string, ReactNode][];
}) {
  const rows: [string, ReactNode][] = [
    ['Status', <OpportunityStatusBadge key="status" status={opportunity.status} />],
    ...extraRows,
    ['Pipeline stage', opportunity.pipeline_stage_name],
    ['Value', formatDealValue(opportunity.monetary_value, opportunity.currency)],
    ['Opportunity ID', opportunity.opportunity_id],
    ['Pipeline', opportunity.pipeline_id],
    ...(opportunity.job_id ? [] : [['Contact', opportunity.contact_id ?? NOT_SPECIFIED] as [string, ReactNode]]),
    ['Assigned to', opportunity.assigned_to ?? NOT_SPECIFIED],
    ['Developer', opportunity.developer_name ?? NOT_SPECIFIED],
    ['Created', formatLongDate(opportunity.created_at)],
    ['Updated', formatLongDate(opportunity.updated_at)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-col gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-1.5">
            <dt className="shrink-0 text-sm text-slate-500">{label}</dt>
            <dd className="min-w-0 text-right text-sm font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {opportunity.job_id && <DealJob jobId={opportunity.job_id} />}
    </div>
  );
}
