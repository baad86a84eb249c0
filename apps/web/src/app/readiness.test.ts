import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READINESS_INTERVAL_MS, READINESS_SETTLE_MS, READINESS_TRIES, waitForReadiness } from './readiness';

describe('waiting for readiness (part-2 §9: 15 checks at 200 ms, then 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let isDone = false;
    void promise.then(() => {
      isDone = true;
    });
    return () => isDone;
  };

  it('renders 200 ms after the document is found ready', async () => {
    const isDone = settled(waitForReadiness(() => true));
    await vi.advanceTimersByTimeAsync(READINESS_SETTLE_MS - 1);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });

  it('checks again every 200 ms until the document is ready', async () => {
    let checks = 0;
    const isDone = settled(waitForReadiness(() => ++checks === 3));
    await vi.advanceTimersByTimeAsync(2 * READINESS_INTERVAL_MS);
    expect(checks).toBe(3);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(READINESS_SETTLE_MS);
    expect(isDone()).toBe(true);
  });

  it('renders anyway after the 15th check', async () => {
    let checks = 0;
    const isDone = settled(
      waitForReadiness(() => {
        checks++;
        return false;
      }),
    );
    await vi.advanceTimersByTimeAsync((READINESS_TRIES - 1) * READINESS_INTERVAL_MS + READINESS_SETTLE_MS);
    expect(checks).toBe(READINESS_TRIES);
    expect(isDone()).toBe(true);
  });
});
