import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './report-error';

interface State {
  error: Error | null;
}

/** The last line of defence: 'Something went wrong' with details and a reload (part-2 §8). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError('app', { message: error.message, componentStack: info.componentStack });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 text-center">
        <p className="text-5xl" aria-hidden>
          ⚠️
        </p>
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="text-slate-600">There was an error rendering the application.</p>
        <details className="rounded-lg bg-slate-100 p-3 text-left text-sm text-slate-700">
          <summary className="cursor-pointer font-medium">Error details</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap">{error.message}</pre>
        </details>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mx-auto rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          Refresh Page
        </button>
      </div>
    );
  }
}
