import type { Database } from '../../db/client.ts';
import {
  claimDueOutboxRows,
  markOutboxAttemptFailed,
  markOutboxRowSent,
  type OutboxChannelName,
  type OutboxRow,
  readOutboxClaim,
} from './outbox.repository.ts';
import type { OutboxChannels } from './outbox-channel.ts';
import { describeFailure, nextAttemptAfterFailure } from './outbox-retries.ts';

/**
 * How long a claimed row is this sender's: far longer than one send may take (email-channel.ts's
 * timeouts), so no other sender takes a row a live one is still sending; a sender that dies leaves
 * its rows to the next one after this.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;
/** Rows claimed (and sent side by side) at a time. */
export const CLAIM_BATCH_SIZE = 10;

export interface DrainOptions {
  /** At most this many rows per drain (the next tick goes on). */
  limit?: number;
  batchSize?: number;
  claimLeaseMs?: number;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
  gone: number;
}

const GONE_MESSAGE = 'The push subscription is gone (the push service answered 404 or 410); it was removed.';

/**
 * Sends what is due in the outbox through the given channels (issue 34 §3): claims rows in small
 * batches, and for each, checks that the claim is still its own (not sent, not taken over by
 * another sender after the lease ran out), sends it, and marks it sent in its own statement right
 * after the receiving server accepted it. A failure is retried with backoff for a day, then `failed`.
 * Rows of a channel not given stay queued. One sender per cluster runs it (delivery-work.ts).
 */
export async function drainOutbox(db: Database, channels: OutboxChannels, options: DrainOptions = {}) {
  const limit = options.limit ?? 100;
  const batchSize = options.batchSize ?? CLAIM_BATCH_SIZE;
  const leaseMs = options.claimLeaseMs ?? CLAIM_LEASE_MS;
  const names = (['email', 'push'] as const).filter((name) => channels[name]);
  const result: DrainResult = { sent: 0, retried: 0, failed: 0, gone: 0 };
  let handled = 0;
  while (handled < limit) {
    const rows = await claimDueOutboxRows(db, {
      channels: names,
      limit: Math.min(batchSize, limit - handled),
      leaseMs,
    });
    if (rows.length === 0) break;
    handled += rows.length;
    const outcomes = await Promise.all(rows.map((row) => deliverRow(db, channels, row)));
    for (const outcome of outcomes) if (outcome) result[outcome] += 1;
  }
  return result;
}

async function deliverRow(db: Database, channels: OutboxChannels, row: OutboxRow): Promise<keyof DrainResult | null> {
  const channel = channels[row.channel as OutboxChannelName];
  if (!channel) return null;
  const claim = await readOutboxClaim(db, row.id);
  if (claim?.status !== 'queued' || claim.nextAttemptAt.getTime() !== row.nextAttemptAt.getTime()) return null;
  let outcome: 'sent' | 'gone';
  try {
    outcome = await channel.send({
      id: row.id,
      messageId: row.messageId,
      userId: row.userId,
      kind: row.kind,
      recipient: row.recipient,
      payload: row.payload,
    });
  } catch (error) {
    const retryAt = nextAttemptAfterFailure(row.createdAt, row.attempts + 1, new Date());
    await markOutboxAttemptFailed(db, row.id, { error: describeFailure(error, row.recipient), retryAt });
    return retryAt ? 'retried' : 'failed';
  }
  if (outcome === 'gone') {
    await markOutboxAttemptFailed(db, row.id, { error: GONE_MESSAGE, retryAt: null });
    return 'gone';
  }
  await markOutboxRowSent(db, row.id);
  return 'sent';
}
