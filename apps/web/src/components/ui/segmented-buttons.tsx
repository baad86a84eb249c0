import { cn } from './cn';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

/** A row of toggle buttons, one pressed (aria-pressed), for choosing a timeframe or period. */
export function SegmentedButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="m-0 inline-flex min-w-0 flex-wrap gap-1 self-start rounded-xl border-0 bg-slate-100 p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
            'focus-visible:outline-2 focus-visible:outline-brand-600',
            option.value === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
