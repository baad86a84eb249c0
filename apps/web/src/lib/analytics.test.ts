import type { AnalyticsEvent } from '@app/shared/analytics/analytics.schemas';
import { describe, expect, it, vi } from 'vitest';
import { createTracker, GTAG_WAIT_TRIES, type TrackerHost } from './analytics';

function buildHost(overrides: Partial<TrackerHost> = {}) {
  let stored: AnalyticsEvent[] = [];
  const layer: unknown[] = [];
  const timers: Array<() => void> = [];
  let firstUse = () => {};
  const host: TrackerHost = {
    readEvents: () => stored,
    writeEvents: (events) => {
      stored = events;
    },
    dataLayer: () => layer,
    gtag: () => undefined,
    path: () => '/proto-hub',
    send: vi.fn(async () => {}),
    setTimeout: (callback) => timers.push(callback),
    onFirstUse: (callback) => {
      firstUse = callback;
    },
    ...overrides,
  };
  return { host, layer, timers, stored: () => stored, use: () => firstUse() };
}

describe('analytics tracker', () => {
  it('keeps only the last 1000 events in local storage', () => {
    const { host, stored } = buildHost();
    const tracker = createTracker(host);
    for (let index = 0; index < 1005; index++) tracker.track('event', { index });
    expect(stored()).toHaveLength(1000);
    expect(stored()[0]?.props.index).toBe(5);
    expect(stored().at(-1)?.props.index).toBe(1004);
  });

  it('adds a timestamp and pushes to the data layer', () => {
    const { host, layer } = buildHost();
    const event = createTracker(host).track('feedback_tab_changed', { tab: 'forms' });
    expect(Number.isNaN(Date.parse(event.timestamp))).toBe(false);
    expect(layer).toEqual([{ event: 'feedback_tab_changed', tab: 'forms', timestamp: event.timestamp }]);
  });

  it('forwards queued events once gtag appears, and gives up after 50 tries', () => {
    const gtag = vi.fn();
    let tries = 0;
    const { host, timers } = buildHost({
      gtag: () => (++tries === 3 ? gtag : undefined),
    });
    const tracker = createTracker(host);
    tracker.track('before_gtag');
    tracker.start();
    timers.shift()?.();
    timers.shift()?.();
    expect(gtag).toHaveBeenCalledWith('event', 'before_gtag', {});

    const { host: lateHost, timers: lateTimers } = buildHost();
    createTracker(lateHost).start();
    let rounds = 0;
    while (lateTimers.length > 0) {
      lateTimers.shift()?.();
      rounds++;
    }
    expect(rounds).toBe(GTAG_WAIT_TRIES - 1);
  });

  it('sends nothing on a timer until the visitor uses the page, then 5 s after an event', async () => {
    const send = vi.fn(async () => {});
    const { host, timers, use } = buildHost({ send, setTimeout: vi.fn((callback) => timers.push(callback)) });
    const tracker = createTracker(host);
    tracker.start();
    timers.length = 0; // the tag manager's wait
    tracker.track('page_viewed', { path: '/' });
    expect(timers).toHaveLength(0);
    use();
    expect(host.setTimeout).toHaveBeenLastCalledWith(expect.any(Function), 5_000);
    timers.pop()?.();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    tracker.track('card_clicked');
    expect(host.setTimeout).toHaveBeenLastCalledWith(expect.any(Function), 5_000);
  });

  it('sends a batch once when two flushes overlap (the timer, then the page going away)', async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { host } = buildHost({ send });
    const tracker = createTracker(host);
    tracker.track('page_viewed');
    const first = tracker.flush();
    const second = tracker.flush(true);
    finish();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends batches of at most 50 and keeps what failed for the next flush', async () => {
    const send = vi.fn(async () => {});
    const { host } = buildHost({ send });
    const tracker = createTracker(host);
    for (let index = 0; index < 120; index++) tracker.track('event', { index });
    await tracker.flush();
    expect(send.mock.calls.map((call) => (call as unknown as [AnalyticsEvent[]])[0].length)).toEqual([50, 50, 20]);

    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const { host: offlineHost } = buildHost({ send: failing });
    const offlineTracker = createTracker(offlineHost);
    offlineTracker.track('kept');
    await offlineTracker.flush();
    offlineHost.send = send;
    send.mockClear();
    await offlineTracker.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
