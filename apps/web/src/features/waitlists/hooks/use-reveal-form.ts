import { useCallback, useRef } from 'react';

/**
 * 'Join Waitlist' and 'Secure Your Spot': scroll smoothly to the waitlist section (instantly when
 * the person prefers less motion) and focus its first field, or its heading once signed up.
 */
export function useRevealForm<T extends HTMLElement>() {
  const sectionRef = useRef<T>(null);
  const revealForm = useCallback(() => {
    const section = sectionRef.current;
    if (!section) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLElement>('input, textarea, [data-focus-target]')?.focus({ preventScroll: true });
  }, []);
  return { sectionRef, revealForm };
}
