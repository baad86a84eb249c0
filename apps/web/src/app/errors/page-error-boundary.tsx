import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BackToHomeButton } from '../../components/ui/back-to-home-button';
import { cn } from '../../components/ui/cn';
import { PAGE_WIDTH } from '../../components/ui/page-width';
import { reportError } from './report-error';

/** Retries up to 3 times at 1 s intervals (part-2 §9). */
export const PAGE_RETRY_LIMIT = 3;
export const PAGE_RETRY_DELAY_MS = 1000;

interface State {
  error: Error | null;
  failures: number;
}

/**
 * Wraps one page: a render error shows 'Component Error' and retries; when the third retry fails
 * too it shows an error view with Back to Home. Keyed by path, so other pages are never affected.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failures: 0 };
  private retryTimer: number | undefined;

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const failures = this.state.failures + 1;
    this.setState({ failures });
    reportError('page', { message: error.message, componentStack: info.componentStack, attempt: failures });
    if (failures <= PAGE_RETRY_LIMIT) {
      this.retryTimer = window.setTimeout(() => this.setState({ error: null }), PAGE_RETRY_DELAY_MS);
    }
  }

  override componentWillUnmount() {
    window.clearTimeout(this.retryTimer);
  }

  override render() {
    const { error, failures } = this.state;
    if (!error) return this.props.children;
    const hasGivenUp = failures > PAGE_RETRY_LIMIT;
    return (
      <div role="alert" className={cn(PAGE_WIDTH.reading, 'flex flex-col items-center gap-3 py-16 text-center')}>
        <h1 className="text-2xl font-bold text-slate-900">Component Error</h1>
        {hasGivenUp ? (
          <>
            <p className="text-slate-600">This page could not be displayed. Other pages still work.</p>
            <p className="text-sm text-slate-500">{error.message}</p>
            <BackToHomeButton />
          </>
        ) : (
          <p className="text-slate-600" aria-live="polite">
            Retrying... (Attempt {Math.max(failures, 1)}/{PAGE_RETRY_LIMIT})
          </p>
        )}
      </div>
    );
  }
}
