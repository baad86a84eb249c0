import type { FeedbackStats } from '@app/shared/feedback/feedback.schemas';
import { BarChart3, Bug, Lightbulb, type LucideIcon, MessageSquare, Star, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Card } from '../../../../components/ui/card';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { describeError } from '../../../../lib/api-error';
import { useFeedbackStats } from '../../api/get-feedback-stats';

const STATS: Array<{ icon: LucideIcon; label: string; value: (stats: FeedbackStats) => string | number }> = [
  { icon: MessageSquare, label: 'Total Feedback', value: (stats) => stats.totalFeedback },
  { icon: Star, label: 'Average Rating', value: (stats) => stats.averageRating.toFixed(1) },
  { icon: ThumbsUp, label: 'Positive', value: (stats) => stats.positiveFeedback },
  { icon: ThumbsDown, label: 'Negative', value: (stats) => stats.negativeFeedback },
  { icon: Lightbulb, label: 'Feature Requests', value: (stats) => stats.featureRequests },
  { icon: Bug, label: 'Bug Reports', value: (stats) => stats.bugReports },
];

/**
 * The overview numbers from GET /api/feedback/stats. While they load, the same six cards hold
 * their place with a placeholder value, so nothing below them moves when the numbers arrive
 * (DESIGN.md §8: CLS < 0.05; a spinner here shifted Quick Actions by a card's height on phones).
 */
export function StatsOverview() {
  const { data, error, refetch } = useFeedbackStats();
  // Rendered from a deferred copy: the numbers render in slices, not in the task that delivers
  // them (React Query's updates render at once), so a phone stays responsive (bench/findings.md).
  const stats = useDeferredValue(data);
  const isPending = !stats && !error;
  return (
    <section aria-labelledby="feedback-overview">
      <h2 id="feedback-overview" className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BarChart3 className="size-5 text-brand-600" aria-hidden />
        Overview
      </h2>
      {error && !stats ? (
        <ErrorBanner
          message={`Could not load the feedback stats: ${describeError(error)}`}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          {isPending && (
            <p className="sr-only" role="status">
              Loading feedback stats
            </p>
          )}
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6" aria-busy={isPending}>
            {STATS.map(({ icon: Icon, label, value }) => (
              // dt and dd sit directly in the card (a <dl> allows only div > dt, dd); the icon spans both rows.
              <Card key={label} className="grid grid-cols-[auto_1fr] items-center gap-x-3 p-4">
                <span className="row-span-2 rounded-xl bg-brand-50 p-2 text-brand-600" aria-hidden>
                  <Icon className="size-5" />
                </span>
                <dt className="self-end text-xs font-medium text-slate-600">{label}</dt>
                <dd className="self-start text-xl font-bold text-slate-900 tabular-nums">
                  {stats ? value(stats) : <span className="inline-block h-5 w-10 animate-pulse rounded bg-slate-200" />}
                </dd>
              </Card>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
