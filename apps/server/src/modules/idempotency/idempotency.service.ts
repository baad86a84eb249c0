import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { claimKey, deleteExpiredKeys, findKey, releaseKey, saveResponse } from './idempotency.repository.ts';

/** A stored first response is replayed for 24 hours (DESIGN.md §4). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A claim with no response after this long was abandoned (crashed or aborted request). */
const STALE_CLAIM_SECONDS = 60;

export type IdempotencyOutcome = { kind: 'proceed' } | { kind: 'replay'; status: number; body: unknown };

export function hashRequest(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Decides what a keyed request does: run (this request now owns the key), replay the stored
 * first response, or fail because the key is busy or was used for a different request.
 */
export async function beginIdempotentRequest(
  db: Database,
  input: { userId: string; key: string; requestHash: string },
): Promise<IdempotencyOutcome> {
  const isClaimed = await claimKey(db, {
    ...input,
    staleClaimSeconds: STALE_CLAIM_SECONDS,
    ttlHours: IDEMPOTENCY_TTL_HOURS,
  });
  if (isClaimed) return { kind: 'proceed' };
  const existing = await findKey(db, input.userId, input.key);
  if (!existing) return beginIdempotentRequest(db, input);
  if (existing.requestHash !== input.requestHash) {
    throw conflict('This Idempotency-Key was already used for a different request.');
  }
  if (existing.responseStatus === null) {
    throw conflict('A request with this Idempotency-Key is still being processed.');
  }
  return { kind: 'replay', status: existing.responseStatus, body: existing.responseBody };
}

/** Stores a successful response for replay; any failure frees the key so a retry can run. */
export async function finishIdempotentRequest(
  db: Database,
  input: { userId: string; key: string; status: number; payload: string },
): Promise<void> {
  if (input.status >= 200 && input.status < 300) {
    await saveResponse(db, {
      userId: input.userId,
      key: input.key,
      status: input.status,
      body: JSON.parse(input.payload),
    });
  } else {
    await releaseKey(db, input.userId, input.key);
  }
}

export async function deleteExpiredIdempotencyKeys(db: Database): Promise<void> {
  await deleteExpiredKeys(db, IDEMPOTENCY_TTL_HOURS);
}
