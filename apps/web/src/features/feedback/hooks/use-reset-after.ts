import { useEffect } from 'react';

/** Runs `reset` once `delayMs` after `isDone` turns true (a form's thank-you, then a fresh form). */
export function useResetAfter(isDone: boolean, delayMs: number, reset: () => void) {
  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(reset, delayMs);
    return () => window.clearTimeout(timer);
  }, [isDone, delayMs, reset]);
}
