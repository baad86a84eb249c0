import { and, eq, isNull, sql } from 'drizzle-orm';
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

/** A request's claim on (user, key), with what identifies the request itself. */
export interface NewClaim extends ClaimRef {
  requestHash: string;
}

/**
 * Claims (user, key) for many new requests in ONE statement (a StatementGroup gathers them), and
 * answers for each whether it now owns the key: either the key is new, or the previous holder is
 * stale (a claim with no response whose write never committed, or a result older than the TTL). A
 * committed claim is never taken over within the TTL: its write happened, even if its answer was
 * lost. Rows are locked in (user, key) order, so two such statements never wait on each other in a
 * circle; a key twice in one statement fails it (the group then sends each row alone).
 */
export async function claimKeys(
  db: Database,
  claims: NewClaim[],
  limits: { staleClaimSeconds: number; ttlHours: number },
): Promise<boolean[]> {
  const result = (await db.execute(sql`
    insert into idempotency_keys as k (user_id, key, request_hash, claim_id)
    select c.user_id, c.key, c.request_hash, c.claim_id
    from unnest(${sql.param(claims.map((claim) => claim.userId))}::uuid[],
      ${sql.param(claims.map((claim) => claim.key))}::text[],
      ${sql.param(claims.map((claim) => claim.requestHash))}::text[],
      ${sql.param(claims.map((claim) => claim.claimId))}::uuid[]) as c (user_id, key, request_hash, claim_id)
    order by c.user_id, c.key
    on conflict (user_id, key) do update set request_hash = excluded.request_hash, claim_id = excluded.claim_id,
      response_status = null, response_body = null, committed_at = null, created_at = now()
    where (k.response_status is null and k.committed_at is null
        and k.created_at < now() - make_interval(secs => ${limits.staleClaimSeconds}))
      or k.created_at < now() - make_interval(hours => ${limits.ttlHours})
    returning k.claim_id`)) as unknown as { rows: { claim_id: string }[] };
  const claimed = new Set(result.rows.map((row) => row.claim_id));
  return claims.map((claim) => claimed.has(claim.claimId));
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

/** A finished request's answer: `payload` is the response body as sent, JSON text. */
export interface StoredAnswer extends ClaimRef {
  status: number;
  payload: string;
}

/**
 * Stores many requests' first answers in ONE statement (a StatementGroup gathers them), each on its
 * own claim only: a request whose claim was taken over stores nothing. The bodies go in as the text
 * that was sent, never parsed and serialised again. The rows come as arrays, whose length the
 * planner sees (a JSON document it guesses at 100 rows, and it then joined them by hash with a
 * sequential scan of the whole table, bench/findings.md item 20).
 */
export async function saveResponses(db: Database, answers: StoredAnswer[]): Promise<undefined[]> {
  await db.execute(sql`
    update idempotency_keys as k set response_status = a.status, response_body = a.body
    from unnest(${sql.param(answers.map((answer) => answer.userId))}::uuid[],
      ${sql.param(answers.map((answer) => answer.key))}::text[],
      ${sql.param(answers.map((answer) => answer.claimId))}::uuid[],
      ${sql.param(answers.map((answer) => answer.status))}::int[],
      ${sql.param(answers.map((answer) => answer.payload))}::jsonb[]) as a (user_id, key, claim_id, status, body)
    where k.user_id = a.user_id and k.key = a.key and k.claim_id = a.claim_id`);
  return answers.map(() => undefined);
}

/** Frees the key for a corrected retry, unless the claim's write committed (then it stays, answer lost). */
export async function releaseKey(db: Database, claim: ClaimRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(isClaim(claim), isNull(idempotencyKeys.committedAt)));
}
