import { AsyncLocalStorage } from 'node:async_hooks';
import { type Database, onBeforeCommit } from '../../db/client.ts';
import { inTransaction, sqlStateOf } from '../../lib/transactions.ts';
import { type ClaimRef, markCommitted } from './idempotency.repository.ts';
import { stillRunning } from './idempotency.service.ts';

/**
 * The claim of the keyed request whose handler is running, if any. The idempotency plugin sets it
 * around the handler only: hooks before it (loading the visitor) are not the request's write.
 */
const keyedRequest = new AsyncLocalStorage<ClaimRef>();

/** Runs a keyed route's handler so that every transaction it commits marks `claim` committed. */
export function runForClaim<T>(claim: ClaimRef, handler: () => T): T {
  return keyedRequest.run(claim, handler);
}

/**
 * The running keyed request's claim, for a write that is one call of a database function which
 * marks the claim itself (post_operation, migration 0023): that write needs no transaction at all.
 */
export function claimOfKeyedRequest(): ClaimRef | null {
  return keyedRequest.getStore() ?? null;
}

/** The SQLSTATE mark_claim_committed (migration 0023) raises when a retry took the claim over. */
const CLAIM_TAKEN_OVER = 'IK409';

/** Turns the database's "claim taken over" into the 409 a keyed transaction answers for it. */
export function claimTakenOverAs409(error: unknown): never {
  throw sqlStateOf(error) === CLAIM_TAKEN_OVER ? stillRunning() : error;
}

/**
 * Runs a write that is one statement, so atomic on its own: as it is, or, inside a keyed request's
 * handler, in a transaction, so that the request's commit marker commits with it. A refusal the
 * statement reports must be thrown inside `write`: that rolls the marker back with it.
 */
export function asOneWrite<T>(db: Database, write: (writer: Database) => Promise<T>): Promise<T> {
  return keyedRequest.getStore() ? inTransaction(db, write) : write(db);
}

/**
 * Inside a keyed request's handler, every transaction runs one more statement before it commits:
 * `committed_at` on the request's claim. The write and the marker commit together or not at all,
 * so a retry whose first try died before its answer was stored can tell "never happened" (run it)
 * from "happened, answer lost" (never run it again). If the claim was taken over by a retry
 * meanwhile, the transaction rolls back instead (409 `in_progress`): only one holder of a key ever
 * commits. Registered with the database layer's before-commit hooks (db/client.ts) when this
 * module loads, which every keyed request does (runForClaim is here).
 *
 * A keyed route must therefore do its writes inside `db.transaction` (or `inTransaction`), and run
 * no transaction before its write: a read-only one committed first would mark a write that a
 * crash can still lose. idempotency-routes.test.ts checks every keyed route.
 */
async function markKeyedRequestCommitted(tx: Database): Promise<void> {
  const claim = keyedRequest.getStore();
  if (claim && !(await markCommitted(tx, claim))) throw stillRunning();
}
onBeforeCommit(markKeyedRequestCommitted);
