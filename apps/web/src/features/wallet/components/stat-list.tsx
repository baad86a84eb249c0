import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

export interface Stat {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}

/** Labelled figures as a description list: screen readers read each label with its value. `className` sets the columns. */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn('grid gap-3', className ?? 'grid-cols-2 sm:grid-cols-4')}>
      {stats.map((stat) => (
        <div key={stat.label} className="min-w-0 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2.5">
          <dt className="text-xs font-medium text-slate-500">{stat.label}</dt>
          <dd className="mt-0.5 text-lg font-semibold break-words text-slate-900 tabular-nums">{stat.value}</dd>
          {stat.hint && <dd className="text-xs break-words text-slate-500">{stat.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
