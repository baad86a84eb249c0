import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** Readiness: up to 15 checks at 200 ms, then a 200 ms settle delay (part-2 §9). */
export const READINESS_TRIES = 15;
export const READINESS_INTERVAL_MS = 200;
export const READINESS_SETTLE_MS = 200;

function isDocumentReady(): boolean {
  return document.readyState !== 'loading' && document.getElementById('root') !== null;
}

/** Shows 'Loading application...' / 'Initializing...' until the page is ready to render. */
export function ReadinessGate({ children }: { children: ReactNode }) {
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    let tries = 0;
    let timer: number;
    const check = () => {
      tries++;
      if (isDocumentReady() || tries >= READINESS_TRIES) {
        // A transition: React renders the first page in slices, so a phone's main thread stays responsive.
        timer = window.setTimeout(() => startTransition(() => setIsReady(true)), READINESS_SETTLE_MS);
      } else {
        timer = window.setTimeout(check, READINESS_INTERVAL_MS);
      }
    };
    check();
    return () => window.clearTimeout(timer);
  }, []);

  if (isReady) return children;
  return <StartupScreen />;
}

export function StartupScreen() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50" role="status">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" aria-hidden />
      <p className="text-lg font-semibold text-slate-900">Loading application...</p>
      <p className="text-sm text-slate-500">Initializing...</p>
    </div>
  );
}
