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
    // Loaded on the first send (5 s after the first event), off the first paint's critical path.
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
});

export const track = tracker.track;

/** Starts the tracker and sends what is left when the page goes away. */
export function initAnalytics(): void {
  tracker.start();
  window.addEventListener('pagehide', () => void tracker.flush(true));
}
