import { lazy, Suspense } from 'react';
import type { FeedbackAnalyticsData } from '../../api/get-analytics';

const DailyFeedbackChart = lazy(() => import('./daily-feedback-chart'));

/** A sentence a screen reader can use in place of the bars. */
function summarise(days: FeedbackAnalyticsData['feedbackTrends']): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return `No feedback in the last ${days.length} days.`;
  const busiest = days.reduce((best, day) => (day.count > best.count ? day : best));
  const activeDays = days.filter((day) => day.count > 0).length;
  return `${total} pieces of feedback over ${days.length} days, on ${activeDays} active days; the busiest day was ${busiest.date} with ${busiest.count}.`;
}

export function DailyFeedbackCard({ days }: { days: FeedbackAnalyticsData['feedbackTrends'] }) {
  const summary = summarise(days);
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption>
        <h3 className="text-base font-semibold text-slate-900">Daily Feedback</h3>
        <p className="mt-1 text-sm text-slate-600">{summary}</p>
      </figcaption>
      {/* Fixed height: the chart arrives later and must not move the page (CLS). */}
      <div className="mt-4 h-56" aria-hidden>
        <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-slate-100" />}>
          <DailyFeedbackChart days={days} />
        </Suspense>
      </div>
    </figure>
  );
}
