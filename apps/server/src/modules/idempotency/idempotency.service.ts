import { createHash, randomUUID } from 'node:crypto';
import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import { IDEMPOTENCY_MESSAGES } from '@app/shared/api/idempotency.constants';
import type { Database } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { StatementGroup } from '../../lib/statement-group.ts';
import {
  type ClaimRef,
  claimKeys,
  findKey,
  type NewClaim,
  releaseKey,
  type StoredAnswer,
  saveResponses,
} from './idempotency.repository.ts';

export type { ClaimRef } from './idempotency.repository.ts';

/** A stored first response is replayed for 24 hours (DESIGN.md §4). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * A claim with no response and no committed write after this long was abandoned (its process died
 * or its request failed before onSend), and a retry takes it over. Safety does not hang on this
 * number: a write commits only together with its own claim's marker (commit-marker.ts), so a
 * still-running first request that lost its claim rolls back instead of writing twice. It only
 * decides how long a retry answers "still being processed": past the longest a keyed write runs
 * (each is a few statements, none calls an LLM or another service; the SIGTERM drain gives
 * in-flight requests 10 s, a pool connection is waited for 5 s at most), and short enough that
 * the retry of a write killed with its process lands within seconds rather than a minute.
 */
export const STALE_CLAIM_SECONDS = 20;

/**
 * Every keyed request sends two statements of its own kind, the claim before its write and the
 * answer after it: each process gathers them into one statement per group (docs/decisions/012).
 */
const groups = new WeakMap<
  Database,
  { claims: StatementGroup<NewClaim, boolean>; answers: StatementGroup<StoredAnswer, undefined> }
>();

function groupsOf(db: Database) {
  let found = groups.get(db);
  if (!found) {
    found = {
      claims: new StatementGroup((claims) =>
        claimKeys(db, claims, { staleClaimSeconds: STALE_CLAIM_SECONDS, ttlHours: IDEMPOTENCY_TTL_HOURS }),
      ),
      answers: new StatementGroup((answers) => saveResponses(db, answers)),
    };
    groups.set(db, found);
  }
  return found;
}

export type IdempotencyOutcome =
  | { kind: 'proceed'; claim: ClaimRef }
  | { kind: 'replay'; status: number; body: unknown };

export function hashRequest(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** 409 `in_progress`: the key's first request may still be running; the same retry later gets its answer. */
export const stillRunning = () => new AppError(409, API_ERROR_CODES.inProgress, IDEMPOTENCY_MESSAGES.inProgress);

/**
 * Decides what a keyed request does: run (this request now owns the key), replay the stored
 * first response, or fail because the key is busy, was used for a different request, or its
 * write already happened and only the answer was lost.
 */
export async function beginIdempotentRequest(
  db: Database,
  input: { userId: string; key: string; requestHash: string },
): Promise<IdempotencyOutcome> {
  const claim = { userId: input.userId, key: input.key, claimId: randomUUID() };
  const isClaimed = await groupsOf(db).claims.run({ ...claim, requestHash: input.requestHash });
  if (isClaimed) return { kind: 'proceed', claim };
  const existing = await findKey(db, input.userId, input.key);
  if (!existing) return beginIdempotentRequest(db, input);
  if (existing.requestHash !== input.requestHash) throw conflict(IDEMPOTENCY_MESSAGES.reused);
  if (existing.responseStatus === null) {
    // Committed but never answered: its process died between the commit and onSend. Running it
    // again would store it twice; the person refreshes to see what it did.
    if (existing.committedAt) {
      throw new AppError(409, API_ERROR_CODES.alreadyCarriedOut, IDEMPOTENCY_MESSAGES.answerLost);
    }
    throw stillRunning();
  }
  return { kind: 'replay', status: existing.responseStatus, body: existing.responseBody };
}

/**
 * Stores a successful response for replay. Any other answer frees the key so a corrected retry
 * can run, unless the write already committed (a failure after the commit): that claim stays, and
 * a retry is told the write was carried out.
 */
export async function finishIdempotentRequest(
  db: Database,
  input: { claim: ClaimRef; status: number; payload: string },
): Promise<void> {
  if (input.status >= 200 && input.status < 300) {
    await groupsOf(db).answers.run({ ...input.claim, status: input.status, payload: input.payload });
  } else {
    await releaseKey(db, input.claim);
  }
}
