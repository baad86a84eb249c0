import { AlertTriangle, Inbox, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <span className="text-slate-400" aria-hidden>
        {icon ?? <Inbox className="size-10" />}
      </span>
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {children && <div className="text-sm text-slate-600">{children}</div>}
    </div>
  );
}

export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-12 text-slate-600" role="status" aria-live="polite">
      <span className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      <span>{label}</span>
    </div>
  );
}

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
