import { cn } from '../../../components/ui/cn';

export interface Fact {
  label: string;
  value: string;
}

const COLUMNS = {
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
} as const;

/** A row of small label/value pairs (a pool's APY, TVL, available...), one column each. */
export function FactList({ facts, label }: { facts: readonly Fact[]; label: string }) {
  const columns = COLUMNS[facts.length as keyof typeof COLUMNS] ?? COLUMNS[3];
  return (
    <dl aria-label={label} className={cn('grid gap-2', columns)}>
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0 rounded-lg bg-slate-50 px-2.5 py-2 sm:px-3">
          <dt className="text-xs text-slate-500">{fact.label}</dt>
          <dd className="text-sm font-semibold text-slate-900 tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
