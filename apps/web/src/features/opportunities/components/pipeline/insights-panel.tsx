import { Sparkles } from 'lucide-react';
import { type Insight, InsightItem } from './insight-item';

interface InsightsPanelProps {
  insights: Insight[];
  isAnalysing: boolean;
  activeInsightId: string | null;
  onShowDeals(insight: Insight): void;
}

/** The AI insights (part-2 §3): computed by the server's rules from the deals shown. */
export function InsightsPanel({ insights, isAnalysing, activeInsightId, onShowDeals }: InsightsPanelProps) {
  return (
    <section aria-labelledby="insights-heading" aria-busy={isAnalysing} className="flex flex-col gap-3">
      <h2 id="insights-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Sparkles className="size-5 text-brand-600" aria-hidden />
        AI insights
      </h2>
      {isAnalysing ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-600"
        >
          <Sparkles className="size-5 animate-pulse text-brand-600" aria-hidden />
          Analysing your pipeline…
        </div>
      ) : insights.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
          Nothing needs your attention in these deals.
        </p>
      ) : (
        <ul aria-label="Insights" className="grid gap-3 md:grid-cols-2">
          {insights.map((insight) => (
            <InsightItem
              key={insight.id}
              insight={insight}
              isActive={insight.id === activeInsightId}
              onShowDeals={onShowDeals}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
