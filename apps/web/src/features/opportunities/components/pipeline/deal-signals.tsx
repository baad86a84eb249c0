import type { Opportunity } from '@app/shared/opportunities/opportunities.schemas';
import { type Risk, riskLevel, successProbability } from '@app/shared/opportunities/pipeline-rules';
import { cn } from '../../../../components/ui/cn';

const RISK_CLASSES: Record<Risk, string> = {
  high: 'bg-red-50 text-red-800 ring-red-200',
  medium: 'bg-amber-50 text-amber-900 ring-amber-200',
  low: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

const RISK_LABELS: Record<Risk, string> = { high: 'High risk', medium: 'Medium risk', low: 'Low risk' };

function probabilityTone(probability: number) {
  if (probability >= 80) return 'text-emerald-700';
  if (probability >= 70) return 'text-blue-700';
  return 'text-slate-700';
}

/** The success probability and the risk by days since the last update (part-2 §4). */
export function DealSignals({ opportunity }: { opportunity: Opportunity }) {
  const probability = successProbability(opportunity.monetary_value, opportunity.pipeline_stage_name);
  const risk = riskLevel(opportunity.updated_at);
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span className={cn('font-semibold', probabilityTone(probability))}>{probability}% likely</span>
      <span className={cn('rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset', RISK_CLASSES[risk])}>
        {RISK_LABELS[risk]}
      </span>
    </div>
  );
}
