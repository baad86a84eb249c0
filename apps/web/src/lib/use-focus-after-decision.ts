import { useCallback, useEffect, useRef } from 'react';

/**
 * A decision removes the button that made it (Shortlist, Hire, Withdraw...), and a dialog closing
 * onto a removed button leaves the focus nowhere. Once armed by a decision, this puts it on `ref`
 * instead, after the change and the dialog have settled (`settled` changes with both).
 */
export function useFocusAfterDecision<T extends HTMLElement>(settled: string) {
  const ref = useRef<T>(null);
  const isArmed = useRef(false);

  useEffect(() => {
    if (!isArmed.current || !settled) return;
    const frame = window.requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      isArmed.current = false;
      ref.current?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [settled]);

  const arm = useCallback(() => {
    isArmed.current = true;
  }, []);
  return { ref, arm };
}
