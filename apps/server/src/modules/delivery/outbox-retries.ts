import { OUTBOX_RETRY_FOR_MS } from '@app/shared/delivery/delivery.constants';

/** The first retry waits this long; each next one twice as long, up to an hour. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** How long to wait after the `attempts`-th failed attempt. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * When to try a row again after its `attempts`-th failure at `now`, or null to give it up: a row
 * is retried for OUTBOX_RETRY_FOR_MS after it was queued, the last time at that very end.
 */
export function nextAttemptAfterFailure(createdAt: Date, attempts: number, now: Date): Date | null {
  const giveUpAt = createdAt.getTime() + OUTBOX_RETRY_FOR_MS;
  if (now.getTime() >= giveUpAt) return null;
  return new Date(Math.min(now.getTime() + retryDelayMs(attempts), giveUpAt));
}

const ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g;

/** A failure as the admin may read it: no address in it (a refusal often quotes the recipient). */
export function describeFailure(error: unknown, recipient: string): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replaceAll(recipient, '<recipient>').replace(ADDRESS, '<address>').slice(0, 500);
}
