import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims (user, key) for a new request. Returns true when this request owns the key: either it
 * is new, or the previous holder is stale (an abandoned claim, or a result older than the TTL).
 */
export async function claimKey(
  db: Database,
  input: { userId: string; key: string; requestHash: string; staleClaimSeconds: number; ttlHours: number },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId: input.userId, key: input.key, requestHash: input.requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: input.requestHash, responseStatus: null, responseBody: null, createdAt: sql`now()` },
      setWhere: sql`(${idempotencyKeys.responseStatus} is null and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${input.staleClaimSeconds}))
        or ${idempotencyKeys.createdAt} < now() - make_interval(hours => ${input.ttlHours})`,
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findKey(db: Database, userId: string, key: string): Promise<IdempotencyRow | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

export async function saveResponse(
  db: Database,
  input: { userId: string; key: string; status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: input.status, responseBody: input.body })
    .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
}

export async function releaseKey(db: Database, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteExpiredKeys(db: Database, ttlHours: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${ttlHours})`));
}
