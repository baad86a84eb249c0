import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DeckAction } from '../deck-keys';
import { nextSlide, parseSlideHash, previousSlide, slideHash } from '../slide-navigation';

/** A hash that points at an element of the page (the shell's "Skip to content" link sets `#main`). */
function isInPageTarget(hash: string): boolean {
  if (hash.length < 2) return false;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1))) !== null;
  } catch {
    return false;
  }
}

/**
 * The current slide lives in the URL hash (`#3`), so a slide can be linked, a reload keeps it, and
 * Back/Forward step through the slides visited (each move is a history entry). No hash shows slide
 * 1; an invalid one shows slide 1 and is replaced by `#1`; a hash naming an element of the page
 * (a skip link) leaves the slide as it was.
 */
export function useSlideHash(total: number) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const lastShown = useRef(1);

  const parsed = parseSlideHash(hash, total);
  const isSkipTarget = parsed === null && isInPageTarget(hash);
  const current = parsed ?? (isSkipTarget ? lastShown.current : 1);

  useEffect(() => {
    lastShown.current = current;
  }, [current]);

  const isInvalid = hash !== '' && parsed === null && !isSkipTarget;
  useEffect(() => {
    if (isInvalid) navigate({ pathname, search, hash: slideHash(1) }, { replace: true });
  }, [isInvalid, navigate, pathname, search]);

  // The address changes as soon as we navigate, the render a moment later: reading the address
  // lets keys pressed in between add up (two quick ArrowLefts from 2 end on 10, not on 1).
  const latestSlide = useCallback(() => parseSlideHash(window.location.hash, total) ?? current, [total, current]);

  const goTo = useCallback(
    (slide: number) => {
      if (slide === latestSlide()) return;
      navigate({ pathname, search, hash: slideHash(slide) });
    },
    [latestSlide, navigate, pathname, search],
  );

  const step = useCallback(
    (action: DeckAction) => {
      const from = latestSlide();
      goTo(action === 'next' ? nextSlide(from, total) : previousSlide(from, total));
    },
    [latestSlide, goTo, total],
  );

  return { current, goTo, step };
}
