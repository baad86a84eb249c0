import { cn } from '../../../components/ui/cn';
import type { TestResult } from '../control-center';
import { formatClock } from '../format-time';
import { MethodBadge } from './method-badge';
import { PathText } from './path-text';

function prettyBody(response: unknown): string {
  return typeof response === 'string' ? response : JSON.stringify(response, null, 2);
}

function StatusBadge({ status, isOk }: { status: number | null; isOk: boolean }) {
  return (
    <span
      className={cn(
        'rounded px-1.5 py-0.5 text-xs font-semibold',
        isOk ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800',
      )}
    >
      {status === null ? 'No response' : `Status ${status}`}
    </span>
  );
}

/** One result: method, path, status, duration, the error line and the pretty JSON (collapsible). */
export function ResultItem({ result }: { result: TestResult }) {
  return (
    <li className="min-w-0">
      <article
        aria-label={`${result.method} ${result.path}`}
        className={cn('rounded-xl border p-3', result.isOk ? 'border-slate-200' : 'border-red-200 bg-red-50/40')}
      >
        <div className="flex min-w-0 items-start gap-2">
          <MethodBadge method={result.method} />
          <code className="min-w-0 flex-1 text-sm break-words text-slate-900">
            <PathText path={result.path} />
          </code>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
          <span className="font-medium text-slate-800">{result.label}</span>
          <StatusBadge status={result.status} isOk={result.isOk} />
          {result.durationMs !== null && <span className="tabular-nums">{result.durationMs} ms</span>}
          <time dateTime={result.at}>{formatClock(result.at)}</time>
        </div>
        {result.error && <p className="mt-2 text-sm font-medium break-words text-red-700">{result.error}</p>}
        {result.response !== undefined && (
          <details open className="mt-2">
            <summary className="cursor-pointer text-xs font-medium text-slate-700 select-none">Response</summary>
            <section
              aria-label={`Response of ${result.method} ${result.path}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be focusable to scroll by keys
              tabIndex={0}
              className="mt-2 max-h-72 overflow-auto rounded-lg bg-slate-900 p-3 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <pre className="text-xs leading-relaxed whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere]">
                {prettyBody(result.response)}
              </pre>
            </section>
          </details>
        )}
      </article>
    </li>
  );
}
