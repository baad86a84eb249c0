import { and, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from './delivery.tables.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxChannelName = OutboxRow['channel'];
export interface NewOutboxRow {
  userId: string;
  channel: OutboxChannelName;
  kind: string;
  recipient: string;
  payload: Record<string, unknown>;
}

export async function queueOutboxRow(db: Database, row: NewOutboxRow): Promise<void> {
  await db.insert(outbox).values(row);
}

/** How many rows of `kind` were queued for the member since `since` (sent or not). */
export async function countOutboxRowsSince(db: Database, userId: string, kind: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, kind), gt(outbox.createdAt, since)));
  return row?.count ?? 0;
}

/**
 * Claims up to `limit` due rows of the given channels for this sender: rows another sender holds
 * are skipped (`for update skip locked`), and each claimed row's next attempt moves `leaseMs`
 * ahead, so no other sender takes it meanwhile, and a sender killed mid-send leaves it to be
 * claimed again once the lease has run out. The new `nextAttemptAt` is the claim's stamp
 * (to the millisecond, as JavaScript reads it).
 */
export async function claimDueOutboxRows(
  db: Database,
  options: { channels: OutboxChannelName[]; limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  if (options.channels.length === 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'queued'),
        lte(outbox.nextAttemptAt, sql`now()`),
        inArray(outbox.channel, options.channels),
      ),
    )
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      nextAttemptAt: sql`date_trunc('milliseconds', now() + ${options.leaseMs}::double precision * interval '1 millisecond')`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/** The row's status and claim stamp now: checked right before sending it. */
export async function readOutboxClaim(
  db: Database,
  id: number,
): Promise<{ status: OutboxRow['status']; nextAttemptAt: Date } | null> {
  const [row] = await db
    .select({ status: outbox.status, nextAttemptAt: outbox.nextAttemptAt })
    .from(outbox)
    .where(eq(outbox.id, id));
  return row ?? null;
}

/** Sent: a verification mail's payload (its link) is not kept once it is out. */
export async function markOutboxRowSent(db: Database, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      attempts: sql`${outbox.attempts} + 1`,
      lastError: null,
      payload: sql`case when ${outbox.kind} = 'email.verify' then '{}'::jsonb else ${outbox.payload} end`,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));
}

/** A refused or failed attempt: tried again at `retryAt`, or given up (`failed`) when it is null. */
export async function markOutboxAttemptFailed(
  db: Database,
  id: number,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  const giveUp: Record<string, SQL | string> =
    failure.retryAt === null
      ? {
          status: 'failed',
          payload: sql`case when ${outbox.kind} = 'email.verify' then '{}'::jsonb else ${outbox.payload} end`,
        }
      : {};
  await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: failure.error,
      ...(failure.retryAt ? { nextAttemptAt: failure.retryAt } : {}),
      ...giveUp,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));
}

export async function countOutboxByStatus(db: Database): Promise<Record<OutboxRow['status'], number>> {
  const rows = await db.select({ status: outbox.status, count: count() }).from(outbox).groupBy(outbox.status);
  const counts = { queued: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The newest rows, without their recipient or payload. */
export function listLatestOutboxRows(db: Database, limit: number) {
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      kind: outbox.kind,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** What is still waiting to go to the member (`channel`: only that channel's). */
export async function deleteQueuedOutboxRowsOf(db: Database, userId: string, channel?: OutboxChannelName) {
  await db
    .delete(outbox)
    .where(
      and(eq(outbox.userId, userId), eq(outbox.status, 'queued'), channel ? eq(outbox.channel, channel) : undefined),
    );
}
