import type { JobDraftFields } from '@app/shared/jobs/slot-engine';
import { JOB_FIELD_LABELS } from '../../job-field-labels';

const FIELDS = Object.keys(JOB_FIELD_LABELS) as (keyof JobDraftFields)[];

/** A read-only list of every field of the draft, as it will be published. */
export function DraftSummary({ draft }: { draft: Partial<JobDraftFields> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <div key={field} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{JOB_FIELD_LABELS[field]}</dt>
          <dd className="text-sm break-words whitespace-pre-wrap text-slate-900">
            {draft[field]?.trim() || <span className="text-slate-500">Not filled in</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
