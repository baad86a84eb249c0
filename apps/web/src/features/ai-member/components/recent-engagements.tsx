import type { Engagement } from '@app/shared/ai-member/ai-member-stats.schemas';
import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useAiMemberStats } from '../api/get-ai-member-stats';
import { formatDateTime, personaName } from '../format-time';
import { AiLabel } from './ai-label';

const OUTCOME_TONES: Record<Engagement['outcome'], string> = {
  posted: 'bg-emerald-100 text-emerald-800',
  skipped: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-100 text-red-800',
};

/** A question opens in the Proto Hub through ?question=<id>, as the community feature reads it. */
const questionHref = (questionId: string) => `${ROUTE_PATHS.protoHub}?question=${encodeURIComponent(questionId)}`;

function EngagementItem({ engagement }: { engagement: Engagement }) {
  return (
    <li className="flex min-w-0 flex-col gap-1.5 rounded-xl border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{personaName(engagement.persona)}</span>
        <AiLabel />
        <span className={cn('rounded px-1.5 py-0.5 text-xs font-semibold', OUTCOME_TONES[engagement.outcome])}>
          {engagement.outcome}
        </span>
        <span className="text-xs text-slate-500">{engagement.trigger}</span>
      </div>
      {engagement.reason && <p className="text-sm break-words text-slate-700">{engagement.reason}</p>}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>Generator: {engagement.generator}</span>
        <span className="tabular-nums">{engagement.latencyMs} ms</span>
        <time dateTime={engagement.at}>{formatDateTime(engagement.at)}</time>
        <Link
          to={questionHref(engagement.questionId)}
          className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          View question
        </Link>
      </div>
    </li>
  );
}

/** The latest entries of the engagement log (GET /ai-community-member/stats `recent`). */
export function RecentEngagements() {
  const stats = useAiMemberStats();
  return (
    <Card aria-labelledby="engagements-heading" role="region">
      <h2 id="engagements-heading" className="text-lg font-semibold text-slate-900">
        Recent AI engagements
      </h2>
      {stats.data && (
        <p className="mt-1 text-sm text-slate-600">
          {stats.data.totals.posted} posted, {stats.data.totals.skipped} skipped, {stats.data.totals.failed} failed in
          all.
        </p>
      )}
      <div className="mt-3">
        {stats.isPending && <LoadingState label="Loading engagements..." />}
        {stats.isError && (
          <ErrorBanner
            message={`The engagement log could not be loaded. ${describeError(stats.error)}`}
            onRetry={() => void stats.refetch()}
          />
        )}
        {stats.data &&
          (stats.data.recent.length === 0 ? (
            <EmptyState title="No AI engagements yet">
              Generate a response or force an engagement to see the AI member at work.
            </EmptyState>
          ) : (
            <ul aria-label="AI engagements" className="grid gap-3 md:grid-cols-2">
              {stats.data.recent.map((engagement) => (
                <EngagementItem
                  key={`${engagement.questionId}-${engagement.at}-${engagement.outcome}`}
                  engagement={engagement}
                />
              ))}
            </ul>
          ))}
      </div>
    </Card>
  );
}
