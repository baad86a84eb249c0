import { formatContractAmount } from '@app/shared/contracts/contract-rules';
import type { AdminDispute } from '@app/shared/contracts/contracts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';

/** One open dispute as the admin reads it: which contract and milestone, the parties, who opened it and why. */
export function DisputeItem({ dispute, onResolve }: { dispute: AdminDispute; onResolve(): void }) {
  const headingId = useId();
  const opener = dispute.openedBy === 'client' ? dispute.client.name : dispute.developer.name;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-start"
      >
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-medium break-words text-slate-900">
            {dispute.contractTitle}: “{dispute.milestone.title}”
          </h3>
          <p className="text-sm text-slate-600">
            {formatContractAmount(dispute.milestone.amount, dispute.currency)} · Client {dispute.client.name} ·
            Developer {dispute.developer.name}
          </p>
          <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">
            <span className="font-medium">
              {opener} ({dispute.openedBy}) on {formatLongDate(dispute.createdAt)}:{' '}
            </span>
            {dispute.reason}
          </p>
        </div>
        <Button size="sm" className="shrink-0 self-start" onClick={onResolve}>
          Resolve<span className="sr-only"> the dispute on {dispute.milestone.title}</span>
        </Button>
      </article>
    </li>
  );
}
