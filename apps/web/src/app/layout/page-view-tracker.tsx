import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '../../lib/browser-tracker';

/** One `page_viewed` event per path change. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_viewed', { path: pathname });
  }, [pathname]);
  return null;
}
