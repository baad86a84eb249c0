import type { PipelineResponse } from '@app/shared/opportunities/opportunities.schemas';
import { AlertTriangle, CheckCircle2, Info, Lightbulb } from 'lucide-react';
import { cn } from '../../../../components/ui/cn';

export type Insight = PipelineResponse['insights'][number];

const TYPES = {
  warning: {
    icon: AlertTriangle,
    label: 'Warning',
    classes: 'border-amber-200 bg-amber-50',
    iconClass: 'text-amber-600',
  },
  suggestion: {
    icon: Lightbulb,
    label: 'Suggestion',
    classes: 'border-blue-200 bg-blue-50',
    iconClass: 'text-blue-600',
  },
  success: {
    icon: CheckCircle2,
    label: 'Opportunity',
    classes: 'border-emerald-200 bg-emerald-50',
    iconClass: 'text-emerald-600',
  },
  info: { icon: Info, label: 'Info', classes: 'border-slate-200 bg-slate-50', iconClass: 'text-slate-600' },
} as const;

const PRIORITY_CLASSES = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-700',
} as const;

interface InsightItemProps {
  insight: Insight;
  isActive: boolean;
  onShowDeals(insight: Insight): void;
}

/** One explainable insight: what, why, what to do, and a link to the deals behind it. */
export function InsightItem({ insight, isActive, onShowDeals }: InsightItemProps) {
  const type = TYPES[insight.type];
  const Icon = type.icon;
  const count = insight.opportunityIds.length;
  return (
    <li className={cn('flex gap-3 rounded-xl border p-4', type.classes, isActive && 'ring-2 ring-brand-600')}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', type.iconClass)} aria-label={type.label} role="img" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{insight.title}</h3>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', PRIORITY_CLASSES[insight.priority])}>
            {insight.priority} priority
          </span>
        </div>
        <p className="text-sm text-slate-700">{insight.description}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {insight.action && <span className="font-medium text-slate-900">→ {insight.action}</span>}
          {count > 0 && (
            <button
              type="button"
              onClick={() => onShowDeals(insight)}
              aria-pressed={isActive}
              className="rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Show {count} deal{count === 1 ? '' : 's'}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
