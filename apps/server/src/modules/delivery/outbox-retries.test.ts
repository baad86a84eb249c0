import { OUTBOX_RETRY_FOR_MS } from '@app/shared/delivery/delivery.constants';
import { describe, expect, it } from 'vitest';
import { describeFailure, nextAttemptAfterFailure, retryDelayMs } from './outbox-retries.ts';

describe('outbox retries', () => {
  it('waits 30 s after the first failure, twice as long after each next one, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000,
    ]);
  });

  it('retries for a day after the row was queued, the last time at its very end, then gives up', () => {
    const createdAt = new Date('2030-01-01T00:00:00Z');
    const soon = new Date(createdAt.getTime() + 60_000);
    expect(nextAttemptAfterFailure(createdAt, 2, soon)).toEqual(new Date(soon.getTime() + 60_000));
    const lastHour = new Date(createdAt.getTime() + OUTBOX_RETRY_FOR_MS - 10 * 60_000);
    expect(nextAttemptAfterFailure(createdAt, 12, lastHour)).toEqual(
      new Date(createdAt.getTime() + OUTBOX_RETRY_FOR_MS),
    );
    expect(nextAttemptAfterFailure(createdAt, 13, new Date(createdAt.getTime() + OUTBOX_RETRY_FOR_MS))).toBeNull();
  });

  it('keeps addresses out of the error the admin reads', () => {
    const error = new Error('550 5.1.1 <bob@example.com>: Recipient address rejected; cc carol@example.org');
    expect(describeFailure(error, 'bob@example.com')).toBe(
      '550 5.1.1 <<recipient>>: Recipient address rejected; cc <address>',
    );
  });
});
