import { useEffect, useRef, useState } from 'react';

/**
 * True while `isBusy`, and until at least `minimumMs` have passed since it began, so a fast answer
 * still shows the "analysing" animation briefly instead of flashing. Never longer than the request
 * or that minimum, whichever ends later.
 */
export function useMinimumBusy(isBusy: boolean, minimumMs: number): boolean {
  const [isHolding, setIsHolding] = useState(isBusy);
  const startedAt = useRef(isBusy ? Date.now() : 0);
  useEffect(() => {
    if (isBusy) {
      startedAt.current = Date.now();
      setIsHolding(true);
      return;
    }
    const remaining = minimumMs - (Date.now() - startedAt.current);
    if (remaining <= 0) {
      setIsHolding(false);
      return;
    }
    const timer = window.setTimeout(() => setIsHolding(false), remaining);
    return () => window.clearTimeout(timer);
  }, [isBusy, minimumMs]);
  return isBusy || isHolding;
}
