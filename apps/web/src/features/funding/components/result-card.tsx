import { Calculator } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import type { Fact } from './fact-list';

/**
 * The live result next to a form (part-2 §4: results update as inputs change). Without valid
 * inputs it stays neutral instead of showing numbers for a half-typed amount.
 */
export function ResultCard({
  title,
  results,
  note,
}: {
  title: string;
  results: readonly Fact[] | null;
  note?: string;
}) {
  const headingId = useId();
  return (
    <Card
      className="flex flex-col gap-4 border-brand-100 bg-brand-50/40 lg:sticky lg:top-4"
      aria-labelledby={headingId}
      role="region"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Calculator className="size-5 text-brand-600" aria-hidden />
        {title}
      </h3>
      <div aria-live="polite">
        {results ? (
          <dl className="flex flex-col divide-y divide-brand-100">
            {results.map((result) => (
              <div key={result.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <dt className="text-sm text-slate-600">{result.label}</dt>
                <dd className="text-lg font-bold text-slate-900 tabular-nums">{result.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="py-6 text-center text-sm text-slate-600">Enter an amount to see your results</p>
        )}
      </div>
      {note && <p className="text-xs text-slate-500">{note}</p>}
    </Card>
  );
}
