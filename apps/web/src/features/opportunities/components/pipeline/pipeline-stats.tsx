import { formatMoney } from '@app/shared/format/format';
import type { PipelineResponse } from '@app/shared/opportunities/opportunities.schemas';
import { healthLabel } from '@app/shared/opportunities/pipeline-rules';
import { Activity, BarChart3, Clock, DollarSign, Percent, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../../components/ui/cn';

const HEALTH_TONES = {
  Excellent: 'text-emerald-700',
  Good: 'text-blue-700',
  'Needs Attention': 'text-amber-700',
} as const;

function StatCard({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note?: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="flex items-center gap-2 text-xs font-medium text-slate-500">
        <span aria-hidden className="text-brand-600">
          {icon}
        </span>
        {label}
      </span>
      <span className="text-2xl font-bold text-slate-900 tabular-nums">{value}</span>
      {note}
    </li>
  );
}

/** The pipeline's headline numbers (part-2 §3 Pipeline stats). */
export function PipelineStats({ stats }: { stats: PipelineResponse['stats'] }) {
  const health = healthLabel(stats.healthScore);
  const iconClass = 'size-4';
  return (
    <ul aria-label="Pipeline stats" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <StatCard
        icon={<Target className={iconClass} />}
        label="Total Opportunities"
        value={String(stats.totalOpportunities)}
      />
      <StatCard icon={<DollarSign className={iconClass} />} label="Total Value" value={formatMoney(stats.totalValue)} />
      <StatCard
        icon={<BarChart3 className={iconClass} />}
        label="Average Deal Size"
        value={formatMoney(stats.averageDealSize)}
      />
      <StatCard icon={<Percent className={iconClass} />} label="Conversion Rate" value={`${stats.conversionRate}%`} />
      <StatCard
        icon={<Clock className={iconClass} />}
        label="Average Sales Cycle"
        value={`${stats.averageSalesCycle} days`}
      />
      <StatCard
        icon={<Activity className={iconClass} />}
        label="Health Score"
        value={`${stats.healthScore}/100`}
        note={<span className={cn('text-sm font-semibold', HEALTH_TONES[health])}>{health}</span>}
      />
    </ul>
  );
}
