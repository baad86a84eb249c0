import { CONTROL_CENTER_MESSAGES, RESULTS_KEPT } from '@app/shared/ai-member/ai-member.constants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { TestResult } from '../control-center';
import { ResultItem } from './result-item';

export const RESULTS_HEADING_ID = 'results-heading';

function announce(result: TestResult | undefined): string {
  if (!result) return '';
  const outcome = result.error ?? `status ${result.status}`;
  const took = result.durationMs === null ? '' : `, ${result.durationMs} ms`;
  return `${result.label}, ${result.method} ${result.path}: ${outcome}${took}`;
}

/** The latest results, newest first (part-2 §2, §8); each new one is announced politely. */
export function ResultsList({ results, onClear }: { results: readonly TestResult[]; onClear: () => void }) {
  return (
    <section aria-labelledby={RESULTS_HEADING_ID} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3
            id={RESULTS_HEADING_ID}
            tabIndex={-1}
            className="scroll-mt-4 text-base font-semibold text-slate-900 focus:outline-none"
          >
            Results
          </h3>
          <p className="text-xs text-slate-600">The latest {RESULTS_KEPT}, newest first.</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onClear} disabled={results.length === 0}>
          Clear results
        </Button>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announce(results[0])}
      </p>
      {results.length === 0 ? (
        <EmptyState title={CONTROL_CENTER_MESSAGES.empty}>Press a test button to call the real endpoint.</EmptyState>
      ) : (
        <ol aria-label="Test results" className="flex flex-col gap-3">
          {results.map((result) => (
            <ResultItem key={result.id} result={result} />
          ))}
        </ol>
      )}
    </section>
  );
}
