import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to `#id` on a page whose content loads later (the suggested developers below the
 * applicants): once `isReady`, scroll to the target and put the focus there, as a browser does for
 * a static page, so the next Tab starts from it. Once per visit.
 */
export function useArriveAtAnchor(id: string, target: RefObject<HTMLElement | null>, isReady: boolean) {
  const { hash } = useLocation();
  const hasArrived = useRef(false);

  useEffect(() => {
    if (hasArrived.current || !isReady || hash !== `#${id}`) return;
    const frame = window.requestAnimationFrame(() => {
      hasArrived.current = true;
      target.current?.scrollIntoView({ block: 'start' });
      target.current?.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [hash, id, isReady, target]);
}
