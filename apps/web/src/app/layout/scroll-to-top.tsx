import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scroll reset repeats at 10 ms and 50 ms (part-1 §9), after late layout shifts. */
const REPEAT_DELAYS_MS = [10, 50];

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A link to a part of a page (`/my-jobs/:id#suggested-developers`) leaves the scroll to that part.
    if (!pathname || window.location.hash) return;
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    const timers = REPEAT_DELAYS_MS.map((delay) => window.setTimeout(toTop, delay));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [pathname]);
  return null;
}
