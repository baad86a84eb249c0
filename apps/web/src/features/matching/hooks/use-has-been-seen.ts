import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come near the screen, and from then on. My jobs asks for a card's
 * suggestions only then, so a page of twenty jobs does not send twenty requests as it loads.
 * Not deferred, or without IntersectionObserver, it is true at once.
 */
export function useHasBeenSeen<T extends Element>(isDeferred: boolean) {
  const ref = useRef<T>(null);
  const [hasBeenSeen, setHasBeenSeen] = useState(!isDeferred);

  useEffect(() => {
    if (hasBeenSeen) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setHasBeenSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setHasBeenSeen(true);
        observer.disconnect();
      },
      { rootMargin: '100px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasBeenSeen]);

  return { ref, hasBeenSeen };
}
