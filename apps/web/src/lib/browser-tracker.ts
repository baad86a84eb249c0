import { createTracker } from './analytics';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The app's one tracker, bound to this browser. */
export const tracker = createTracker({
  readEvents: () => readJson(STORAGE_KEYS.analyticsEvents, []),
  writeEvents: (events) => writeJson(STORAGE_KEYS.analyticsEvents, events),
  dataLayer: () => {
    window.dataLayer ??= [];
    return window.dataLayer;
  },
  gtag: () => window.gtag,
  path: () => window.location.pathname,
  send: async (events, { keepalive }) => {
    // Loaded on the first send, once the visitor has used the page: never during start-up.
    const [{ apiRequest }, { RecordAnalyticsResponseSchema }] = await Promise.all([
      import('./api-client'),
      import('@app/shared/analytics/analytics.schemas'),
    ]);
    await apiRequest('/analytics', {
      method: 'POST',
      body: { events },
      schema: RecordAnalyticsResponseSchema,
      auth: 'optional',
      keepalive,
    });
  },
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  onFirstUse: (callback) => {
    const events = ['pointerdown', 'keydown'] as const;
    const used = () => {
      for (const name of events) window.removeEventListener(name, used, true);
      document.removeEventListener('visibilitychange', onHidden);
      callback();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') used();
    };
    for (const name of events) window.addEventListener(name, used, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onHidden);
  },
});

export const track = tracker.track;

/** Starts the tracker and sends what is left when the page goes away (hidden on a phone, or closed). */
export function initAnalytics(): void {
  tracker.start();
  window.addEventListener('pagehide', () => void tracker.flush(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void tracker.flush(true);
  });
}
