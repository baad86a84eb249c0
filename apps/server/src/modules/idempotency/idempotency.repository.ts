import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** One request's hold on (user, key): `claimId` tells it from a later request that took the key over. */
export interface ClaimRef {
  userId: string;
  key: string;
  claimId: string;
}

const isClaim = (claim: ClaimRef) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.claimId, claim.claimId),
  );

/**
 * Claims (user, key) for a new request under `claimId`. Returns true when this request owns the
 * key: either it is new, or the previous holder is stale (a claim with no response whose write
 * never committed, or a result older than the TTL). A committed claim is never taken over within
 * the TTL: its write happened, even if its answer was lost.
 */
export async function claimKey(
  db: Database,
  input: ClaimRef & { requestHash: string; staleClaimSeconds: number; ttlHours: number },
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId: input.userId, key: input.key, requestHash: input.requestHash, claimId: input.claimId })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        requestHash: input.requestHash,
        claimId: input.claimId,
        responseStatus: null,
        responseBody: null,
        committedAt: null,
        createdAt: sql`now()`,
      },
      setWhere: sql`(${idempotencyKeys.responseStatus} is null and ${idempotencyKeys.committedAt} is null
          and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${input.staleClaimSeconds}))
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

/**
 * Inside the write's own transaction: records that the claim's write commits with it. False when
 * the claim is no longer this request's (a retry took it over): the caller must roll back.
 */
export async function markCommitted(db: Database, claim: ClaimRef): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ committedAt: sql`coalesce(${idempotencyKeys.committedAt}, now())` })
    .where(isClaim(claim))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function saveResponse(db: Database, claim: ClaimRef & { status: number; body: unknown }): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: claim.status, responseBody: claim.body })
    .where(isClaim(claim));
}

/** Frees the key for a corrected retry, unless the claim's write committed (then it stays, answer lost). */
export async function releaseKey(db: Database, claim: ClaimRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(isClaim(claim), isNull(idempotencyKeys.committedAt)));
}

export async function deleteExpiredKeys(db: Database, ttlHours: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${ttlHours})`));
}
