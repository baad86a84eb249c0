import { ArrowDown } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import type { TestResult } from '../control-center';

/**
 * On a phone the results sit below all the buttons: this bar keeps the latest outcome in view
 * while scrolling the buttons, with a way down to the full result.
 */
export function LatestResultBar({ result, onShowResults }: { result: TestResult; onShowResults: () => void }) {
  return (
    <div className="sticky bottom-3 z-10 mr-8 lg:hidden">
      <div
        className={cn(
          'flex items-center gap-1 rounded-xl border py-1.5 pr-1 pl-3 text-sm shadow-lg',
          result.isOk ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900',
        )}
      >
        <span className="min-w-0 flex-1 truncate">
          {result.label} · {result.error ?? result.status}
          {result.durationMs !== null && ` · ${result.durationMs} ms`}
        </span>
        <button
          type="button"
          onClick={onShowResults}
          className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowDown className="size-4" aria-hidden />
          Results
        </button>
      </div>
    </div>
  );
}
