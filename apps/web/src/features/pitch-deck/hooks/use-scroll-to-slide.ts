import { type RefObject, useEffect, useRef } from 'react';

/**
 * When the slide changes, brings the deck's top into view (part-2 §2: the view scrolls to the
 * slide), unless it is already near the top of the screen. The first render is left alone: the
 * shell resets the scroll for a new page.
 */
export function useScrollToSlide(deck: RefObject<HTMLElement | null>, slide: number) {
  const shown = useRef(slide);
  useEffect(() => {
    if (shown.current === slide) return;
    shown.current = slide;
    const element = deck.current;
    if (!element) return;
    const offset = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    const { top } = element.getBoundingClientRect();
    if (top >= offset && top <= window.innerHeight / 2) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [deck, slide]);
}
