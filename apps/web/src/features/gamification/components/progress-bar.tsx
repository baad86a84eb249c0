import { cn } from '../../../components/ui/cn';

/** A labelled progress bar (role=progressbar) from min to max, with a spoken value text. */
export function ProgressBar({
  value,
  min = 0,
  max,
  label,
  valueText,
  className,
  barClassName,
}: {
  value: number;
  min?: number;
  max: number;
  label: string;
  valueText: string;
  className?: string;
  barClassName?: string;
}) {
  const span = max - min;
  const clamped = Math.min(Math.max(value, min), max);
  const percent = span > 0 ? Math.round(((clamped - min) / span) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full bg-brand-600', barClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}
