import { type RefObject, useEffect, useRef } from 'react';

/**
 * Scrolls an element into view when it appears during the visit (the wizard after the summary),
 * but not when it was already there on load (a reload of a finished conversation).
 */
export function useRevealOnShow(ref: RefObject<HTMLElement | null>, isShown: boolean): void {
  const wasShown = useRef(isShown);
  useEffect(() => {
    if (isShown && !wasShown.current) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      ref.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    }
    wasShown.current = isShown;
  }, [isShown, ref]);
}
