import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getOutboxEntries, getSessionExpiredMessage, subscribeToOutbox } from '../../lib/outbox-store';

/** The banner and the sender load only when something waits (outbox-banner.tsx), not with a first visit. */
const OutboxBanner = lazy(() => import('./outbox-banner').catch(() => ({ default: () => null })));

/** Whether there is anything to say; false in the pre-rendered frame, whose HTML knows of nothing waiting. */
const hasNews = () => getOutboxEntries().length > 0 || getSessionExpiredMessage() !== null;

/**
 * The persistent header element: a live region, always there, that tells the person when some of
 * their changes are still waiting to reach the server (DESIGN.md §6), and when a saved account's
 * session has expired (issue 21 §5).
 */
export function OutboxStatus() {
  const isShown = useSyncExternalStore(subscribeToOutbox, hasNews, () => false);
  return (
    <div role="status" aria-live="polite">
      {isShown && (
        <Suspense fallback={null}>
          <OutboxBanner />
        </Suspense>
      )}
    </div>
  );
}
