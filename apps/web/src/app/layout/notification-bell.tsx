import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Bell } from '../../components/ui/shell-icons';
import { getUnreadCount, subscribeToUnreadCount } from '../../lib/live-events-store';
import { readText, STORAGE_KEYS } from '../../lib/storage';
import { LazyUnavailable } from './lazy-unavailable';

const PANEL_ID = 'notification-panel';

/** The panel (its list, TanStack Query, the API client) loads on first open, not with the first visit (DESIGN.md §8). */
const NotificationPanelHost = lazy(() =>
  import('./notification-panel-host').then(
    (module) => ({ default: module.NotificationPanelHost }),
    () => ({ default: () => <LazyUnavailable id={PANEL_ID} /> }),
  ),
);

/**
 * Starts the live events client once the page has painted, for a visitor with a token only; a
 * new visitor downloads nothing for it. Called again on each navigation: cheap once loaded.
 */
function syncLiveEventsLater() {
  if (!readText(STORAGE_KEYS.visitorToken)) return;
  const load = () =>
    void import('../../lib/live-events').then(
      ({ syncLiveEvents }) => syncLiveEvents(),
      () => {}, // offline after a deploy: the bell keeps its count
    );
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 2000 });
  else window.setTimeout(load, 200);
}

/** The notification centre's bell (issue 20 §8): the unread count, and the panel on click. */
export function NotificationBell() {
  // 0 in the pre-rendered frame and while hydrating; the visitor's count follows.
  const count = useSyncExternalStore(subscribeToUnreadCount, getUnreadCount, () => 0);
  const [isOpen, setIsOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation may follow a new session (a first write)
  useEffect(syncLiveEventsLater, [pathname]);

  useEffect(() => {
    // Another tab made a session: this one listens too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.visitorToken) syncLiveEventsLater();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const close = useCallback((restoreFocus: boolean) => {
    setIsOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={`Notifications, ${count} unread`}
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
        aria-haspopup="dialog"
        onClick={() => setIsOpen((open) => !open)}
        className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Bell className="size-6 xl:size-5" aria-hidden />
        {count > 0 && (
          <span
            aria-hidden
            className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <NotificationPanelHost id={PANEL_ID} anchor={container} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
