import type { FeedbackAnalyticsData } from '../../api/get-analytics';

const SENTIMENTS = [
  { key: 'positive', label: 'Positive', bar: 'bg-emerald-500', text: 'text-emerald-700' },
  { key: 'neutral', label: 'Neutral', bar: 'bg-amber-400', text: 'text-amber-700' },
  { key: 'negative', label: 'Negative', bar: 'bg-red-500', text: 'text-red-700' },
] as const;

/** Positive (4-5 stars), neutral (3) and negative (1-2) as shares of the period's feedback. */
export function SentimentBars({ distribution }: { distribution: FeedbackAnalyticsData['sentimentDistribution'] }) {
  return (
    <section aria-labelledby="sentiment-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="sentiment-heading" className="text-base font-semibold text-slate-900">
        Sentiment Distribution
      </h3>
      <ul className="mt-4 flex flex-col gap-4">
        {SENTIMENTS.map(({ key, label, bar, text }) => {
          const percent = distribution[key];
          return (
            <li key={key}>
              <div className="mb-1 flex items-center justify-between text-sm">
                <span className="font-medium text-slate-700">{label}</span>
                <span className={`font-semibold tabular-nums ${text}`}>{percent}%</span>
              </div>
              <div aria-hidden className="h-2.5 overflow-hidden rounded-full bg-slate-100">
                <div className={`h-full rounded-full ${bar}`} style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
