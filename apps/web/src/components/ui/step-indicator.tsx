import { Check } from 'lucide-react';
import { cn } from './cn';

/** The wizard's four steps, the current one marked for assistive technology too. */
export function StepIndicator({ titles, step }: { titles: readonly string[]; step: number }) {
  return (
    <ol aria-label="Wizard steps" className="flex justify-between gap-2">
      {titles.map((title, index) => {
        const isDone = index < step;
        const isCurrent = index === step;
        return (
          <li
            key={title}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex flex-1 flex-col items-center gap-1 text-center sm:flex-row"
          >
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                isCurrent && 'bg-brand-600 text-white',
                isDone && 'bg-brand-100 text-brand-700',
                !isCurrent && !isDone && 'bg-slate-100 text-slate-500',
              )}
              aria-hidden
            >
              {isDone ? <Check className="size-4" /> : index + 1}
            </span>
            <span className={cn('text-xs sm:text-sm', isCurrent ? 'font-semibold text-slate-900' : 'text-slate-600')}>
              {title}
              {isDone && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
