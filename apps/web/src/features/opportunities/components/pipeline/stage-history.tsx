import { formatLongDate } from '@app/shared/format/format';
import type { PipelineResponse } from '@app/shared/opportunities/opportunities.schemas';
import { ArrowRight } from 'lucide-react';

type StageChange = PipelineResponse['history'][number];

/** When the deal entered each stage, oldest first. */
export function StageHistory({ changes }: { changes: StageChange[] }) {
  const ordered = [...changes].sort((a, b) => a.changedAt.localeCompare(b.changedAt));
  return (
    <section aria-labelledby="stage-history-heading" className="flex flex-col gap-2">
      <h3 id="stage-history-heading" className="font-semibold text-slate-900">
        Stage history
      </h3>
      {ordered.length === 0 ? (
        <p className="text-sm text-slate-500">No stage changes recorded yet.</p>
      ) : (
        <ol aria-label="Stage history" className="flex flex-col gap-1.5 border-l-2 border-brand-100 pl-3">
          {ordered.map((change) => (
            <li key={`${change.toStage}-${change.changedAt}`} className="flex flex-wrap items-center gap-x-2 text-sm">
              {change.fromStage && (
                <>
                  <span className="text-slate-500">{change.fromStage}</span>
                  <ArrowRight className="size-3.5 text-slate-400" aria-label="to" role="img" />
                </>
              )}
              <span className="font-medium text-slate-900">{change.toStage}</span>
              <time dateTime={change.changedAt} className="text-slate-500">
                · {formatLongDate(change.changedAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
