import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from './button';

/** A failure or fallback notice with an optional retry (DESIGN.md §6: say so, visibly). */
export function ErrorBanner({
  message,
  onRetry,
  retryLabel = 'Retry',
  tone = 'error',
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  tone?: 'error' | 'warning';
}) {
  return (
    <div
      role="alert"
      className={
        tone === 'error'
          ? 'flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800'
          : 'flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900'
      }
    >
      <AlertTriangle className="size-5 shrink-0" aria-hidden />
      <span className="flex-1">{message}</span>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RefreshCw className="size-4" aria-hidden />
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
