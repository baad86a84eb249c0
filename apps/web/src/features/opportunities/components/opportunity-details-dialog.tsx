import { formatLongDate, formatMoney, NOT_SPECIFIED } from '@app/shared/format/format';
import type { Opportunity } from '@app/shared/opportunities/opportunities.schemas';
import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { OpportunityStatusBadge } from './opportunity-status-badge';

interface OpportunityDetailsDialogProps {
  opportunity: Opportunity | null;
  onClose(): void;
}

/** Every field of one opportunity, read-only. */
export function OpportunityDetailsDialog({ opportunity, onClose }: OpportunityDetailsDialogProps) {
  if (!opportunity) return null;
  const rows: [string, ReactNode][] = [
    ['Status', <OpportunityStatusBadge key="status" status={opportunity.status} />],
    ['Pipeline stage', opportunity.pipeline_stage_name],
    ['Value', formatMoney(opportunity.monetary_value)],
    ['Opportunity ID', opportunity.opportunity_id],
    ['Pipeline', opportunity.pipeline_id],
    ['Contact', opportunity.contact_id ?? NOT_SPECIFIED],
    ['Assigned to', opportunity.assigned_to ?? NOT_SPECIFIED],
    ['Developer', opportunity.developer_name ?? NOT_SPECIFIED],
    ['Job', opportunity.job_id ?? NOT_SPECIFIED],
    ['Created', formatLongDate(opportunity.created_at)],
    ['Updated', formatLongDate(opportunity.updated_at)],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={opportunity.name} description="Opportunity details">
      <dl className="flex flex-col gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-1.5">
            <dt className="shrink-0 text-sm text-slate-500">{label}</dt>
            <dd className="min-w-0 text-sm font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
