import { Printer } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import type { FeedbackAnalyticsData } from '../../api/get-analytics';
import { featureLabel, ratingTone } from './feature-label';

const TIMEFRAME_NAMES = {
  '7d': 'last 7 days',
  '30d': 'last 30 days',
  '90d': 'last 90 days',
  '1y': 'last year',
} as const;

function Row({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`font-semibold tabular-nums ${tone ?? 'text-slate-900'}`}>{value}</dd>
    </div>
  );
}

/** A printable summary of the analytics on screen ("Generate Report"). */
export function AnalyticsReportDialog({
  open,
  onOpenChange,
  analytics,
  feature,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  analytics: FeedbackAnalyticsData;
  feature: string | null;
}) {
  const { sentimentDistribution: sentiment, userEngagement: engagement } = analytics;
  const topFeatures = [...analytics.featurePerformance].sort((a, b) => b.rating - a.rating).slice(0, 5);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Feedback Report"
      description={`${feature ? featureLabel(feature) : 'All features'}, ${TIMEFRAME_NAMES[analytics.timeframe]} · generated ${new Date().toLocaleDateString()}`}
    >
      <div className="flex flex-col gap-5 text-sm">
        <section aria-labelledby="report-numbers">
          <h3 id="report-numbers" className="font-semibold text-slate-900">
            Key numbers
          </h3>
          <dl className="mt-1 divide-y divide-slate-100">
            <Row label="Total feedback" value={String(analytics.totalFeedback)} />
            <Row label="Average rating" value={`${analytics.averageRating.toFixed(1)}/5`} />
            <Row label="New users" value={String(engagement.newUsers)} />
            <Row label="Returning users" value={String(engagement.returningUsers)} />
            <Row label="Feedback per user" value={engagement.feedbackPerUser.toFixed(1)} />
          </dl>
        </section>
        <section aria-labelledby="report-sentiment">
          <h3 id="report-sentiment" className="font-semibold text-slate-900">
            Sentiment
          </h3>
          <dl className="mt-1 divide-y divide-slate-100">
            <Row label="Positive" value={`${sentiment.positive}%`} tone="text-emerald-700" />
            <Row label="Neutral" value={`${sentiment.neutral}%`} tone="text-amber-700" />
            <Row label="Negative" value={`${sentiment.negative}%`} tone="text-red-700" />
          </dl>
        </section>
        <section aria-labelledby="report-features">
          <h3 id="report-features" className="font-semibold text-slate-900">
            Top features
          </h3>
          {topFeatures.length === 0 ? (
            <p className="mt-1 text-slate-600">No feature feedback in this timeframe.</p>
          ) : (
            <ol className="mt-1 divide-y divide-slate-100">
              {topFeatures.map((row) => (
                <li key={row.feature} className="flex justify-between gap-4 py-1.5">
                  <span className="text-slate-700">{featureLabel(row.feature)}</span>
                  <span className={`font-semibold tabular-nums ${ratingTone(row.rating)}`}>
                    {row.rating.toFixed(1)} · {row.feedbackCount} feedback
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <Button className="self-end print:hidden" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden />
          Print
        </Button>
      </div>
    </Dialog>
  );
}
