import type { Database } from '../db/client.ts';

/** serialization_failure and deadlock_detected: the transaction did nothing and may simply run again. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, wrapped (drizzle puts the driver's error in `cause`) or not. */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Runs `work` (a transaction, or one statement, which is atomic on its own) again, up to 5 times
 * with a short jittered pause, when PostgreSQL aborts it for a deadlock or a serialization
 * failure. Everything else propagates.
 */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_CODES.has(sqlStateOf(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** Runs `work` in one transaction, again when it was aborted for a deadlock or a serialization failure. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return retryingConflicts(() => db.transaction((tx) => work(tx as unknown as Database)));
}
