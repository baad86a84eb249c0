import { type RefObject, useEffect, useRef } from 'react';
import { revealAndFocus } from './reveal-wizard';

/**
 * Scrolls an element into view and focuses its heading when it appears during the visit (the
 * wizard after the summary), but not when it was already there on load (a reload of a finished
 * conversation).
 */
export function useRevealOnShow(
  ref: RefObject<HTMLElement | null>,
  isShown: boolean,
  headingRef?: RefObject<HTMLElement | null>,
): void {
  const wasShown = useRef(isShown);
  useEffect(() => {
    if (isShown && !wasShown.current) {
      revealAndFocus(ref.current, headingRef?.current ?? null, {
        reduceMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        active: document.activeElement as HTMLElement | null,
      });
    }
    wasShown.current = isShown;
  }, [isShown, ref, headingRef]);
}
