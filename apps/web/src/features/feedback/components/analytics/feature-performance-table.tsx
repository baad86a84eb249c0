import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { FeedbackAnalyticsData } from '../../api/get-analytics';
import { featureLabel, ratingTone } from './feature-label';

type Trend = FeedbackAnalyticsData['featurePerformance'][number]['trend'];

const TRENDS = {
  up: { icon: ArrowUpRight, word: 'Up', tone: 'text-emerald-700' },
  down: { icon: ArrowDownRight, word: 'Down', tone: 'text-red-600' },
  stable: { icon: ArrowRight, word: 'Stable', tone: 'text-slate-500' },
} as const;

function TrendCell({ trend }: { trend: Trend }) {
  const { icon: Icon, word, tone } = TRENDS[trend];
  return (
    <span className={`inline-flex items-center gap-1 ${tone}`}>
      <Icon className="size-4" aria-hidden />
      <span className="sr-only sm:not-sr-only sm:text-xs">{word}</span>
    </span>
  );
}

/** Each feature's average rating, feedback count and trend against the previous period. */
export function FeaturePerformanceTable({ rows }: { rows: FeedbackAnalyticsData['featurePerformance'] }) {
  return (
    <section
      aria-labelledby="feature-performance-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="feature-performance-heading" className="text-base font-semibold text-slate-900">
        Feature Performance
      </h3>
      {rows.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No feature feedback in this timeframe yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Rating, feedback count and trend per feature</caption>
            <thead className="text-xs text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Feature
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Rating
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Feedback
                </th>
                <th scope="col" className="py-2 pl-3 font-medium">
                  Trend
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="py-2.5 pr-3 font-medium text-slate-800">
                    {featureLabel(row.feature)}
                  </th>
                  <td className={`px-3 py-2.5 text-right font-semibold tabular-nums ${ratingTone(row.rating)}`}>
                    {row.rating.toFixed(1)}
                  </td>
                  <td className="px-3 py-2.5 text-right text-slate-700 tabular-nums">{row.feedbackCount}</td>
                  <td className="py-2.5 pl-3">
                    <TrendCell trend={row.trend} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
