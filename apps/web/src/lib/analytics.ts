import { ANALYTICS_BATCH_MAX, ANALYTICS_LOCAL_EVENT_LIMIT } from '@app/shared/analytics/analytics.constants';
import type { AnalyticsEvent } from '@app/shared/analytics/analytics.schemas';
import { createSessionId } from '@app/shared/referral/referral';

type Props = Record<string, string | number | boolean | null>;
type Gtag = (command: 'event', name: string, props: Props) => void;

export interface TrackerHost {
  readEvents(): AnalyticsEvent[];
  writeEvents(events: AnalyticsEvent[]): void;
  dataLayer(): unknown[];
  gtag(): Gtag | undefined;
  path(): string;
  send(events: AnalyticsEvent[], options: { keepalive: boolean }): Promise<void>;
  setTimeout(callback: () => void, ms: number): unknown;
  /**
   * Calls `callback` once, when the visitor first uses the page (a tap, a key, the page being
   * hidden). Sending needs the API client and zod: loaded then, not on a timer at start-up, where
   * they counted as total blocking time of every first visit (bench/findings.md item 29).
   */
  onFirstUse(callback: () => void): void;
}

/** The tag manager may load late: wait up to 50 tries at 100 ms (part-1 §9). */
export const GTAG_WAIT_TRIES = 50;
export const GTAG_WAIT_INTERVAL_MS = 100;
const SEND_DELAY_MS = 5_000;

/**
 * Keeps the last 1000 events locally, pushes each to the data layer, forwards to `gtag` once it
 * appears, and sends small batches to POST /api/analytics, 5 s after an event once the visitor
 * has used the page (and at once when it goes away). Never throws into the page.
 */
export function createTracker(host: TrackerHost) {
  const sessionId = createSessionId();
  let pendingForGtag: AnalyticsEvent[] = [];
  let unsent: AnalyticsEvent[] = [];
  let gtag: Gtag | undefined;
  let sendTimer: unknown = null;
  let isInUse = false;
  let flushing: Promise<void> | null = null;

  function forwardToGtag(event: AnalyticsEvent) {
    try {
      gtag?.('event', event.name, event.props as Props);
    } catch {
      // A broken tag manager must not break the product.
    }
  }

  function waitForGtag(triesLeft: number) {
    gtag = host.gtag();
    if (gtag) {
      for (const event of pendingForGtag) forwardToGtag(event);
      pendingForGtag = [];
      return;
    }
    if (triesLeft > 1) host.setTimeout(() => waitForGtag(triesLeft - 1), GTAG_WAIT_INTERVAL_MS);
    else pendingForGtag = [];
  }

  function scheduleSend() {
    if (isInUse && sendTimer === null && unsent.length > 0)
      sendTimer = host.setTimeout(() => void flush(), SEND_DELAY_MS);
  }

  /** One flush at a time: a second one (pagehide after the timer's) would send the same batch again. */
  function flush(keepalive = false): Promise<void> {
    flushing ??= sendUnsent(keepalive).finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function sendUnsent(keepalive: boolean) {
    sendTimer = null;
    while (unsent.length > 0) {
      const batch = unsent.slice(0, ANALYTICS_BATCH_MAX);
      try {
        await host.send(batch, { keepalive });
        unsent = unsent.slice(batch.length);
      } catch {
        // Kept for the next flush; the local copy is already saved.
        return;
      }
    }
  }

  function track(name: string, props: Props = {}): AnalyticsEvent {
    const event: AnalyticsEvent = { name, props, timestamp: new Date().toISOString(), path: host.path(), sessionId };
    const stored = [...host.readEvents(), event].slice(-ANALYTICS_LOCAL_EVENT_LIMIT);
    host.writeEvents(stored);
    host.dataLayer().push({ event: name, ...props, timestamp: event.timestamp });
    if (gtag) forwardToGtag(event);
    else pendingForGtag.push(event);
    unsent = [...unsent, event].slice(-ANALYTICS_LOCAL_EVENT_LIMIT);
    scheduleSend();
    return event;
  }

  return {
    track,
    flush,
    start() {
      waitForGtag(GTAG_WAIT_TRIES);
      host.onFirstUse(() => {
        isInUse = true;
        scheduleSend();
      });
    },
  };
}
