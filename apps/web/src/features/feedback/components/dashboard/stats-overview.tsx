import { BarChart3, Bug, Lightbulb, MessageSquare, Star, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { useFeedbackStats } from '../../api/get-feedback-stats';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string | number }) {
  return (
    // dt and dd sit directly in the card (a <dl> allows only div > dt, dd); the icon spans both rows.
    <Card className="grid grid-cols-[auto_1fr] items-center gap-x-3 p-4">
      <span className="row-span-2 rounded-xl bg-brand-50 p-2 text-brand-600" aria-hidden>
        {icon}
      </span>
      <dt className="self-end text-xs font-medium text-slate-600">{label}</dt>
      <dd className="self-start text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </Card>
  );
}

/** The overview numbers from GET /api/feedback/stats. */
export function StatsOverview() {
  const { data: stats, error, isPending, refetch } = useFeedbackStats();
  return (
    <section aria-labelledby="feedback-overview">
      <h2 id="feedback-overview" className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BarChart3 className="size-5 text-brand-600" aria-hidden />
        Overview
      </h2>
      {isPending ? (
        <LoadingState label="Loading feedback stats" />
      ) : error ? (
        <ErrorBanner
          message={`Could not load the feedback stats: ${describeError(error)}`}
          onRetry={() => void refetch()}
        />
      ) : (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
          <Stat icon={<MessageSquare className="size-5" />} label="Total Feedback" value={stats.totalFeedback} />
          <Stat icon={<Star className="size-5" />} label="Average Rating" value={stats.averageRating.toFixed(1)} />
          <Stat icon={<ThumbsUp className="size-5" />} label="Positive" value={stats.positiveFeedback} />
          <Stat icon={<ThumbsDown className="size-5" />} label="Negative" value={stats.negativeFeedback} />
          <Stat icon={<Lightbulb className="size-5" />} label="Feature Requests" value={stats.featureRequests} />
          <Stat icon={<Bug className="size-5" />} label="Bug Reports" value={stats.bugReports} />
        </dl>
      )}
    </section>
  );
}
