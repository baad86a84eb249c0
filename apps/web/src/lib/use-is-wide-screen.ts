import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: filters sit open beside or above the results from here up. */
export const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the screen is at least `lg` wide, kept current. A pre-rendered page cannot know, so it
 * says no (a phone's layout); the first render over it agrees, and the real answer follows at once.
 */
export function useIsWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => false,
  );
}
