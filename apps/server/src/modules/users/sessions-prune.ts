import { sql } from 'drizzle-orm';
import { deleteBatch, deleteInBatches, type PruneResult } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';

/**
 * Saved accounts' sessions that expired more than `days` ago go, in batches (issue 40 §6); until
 * then their token still answers "session expired". Anonymous tokens (no expiry) are never swept
 * here: their visitor is (accounts/idle-visitors-prune.ts).
 */
export function pruneExpiredSessions(db: Database, options: { days: number; batchSize: number }): Promise<PruneResult> {
  return deleteInBatches(
    (limit) => deleteBatch(db, 'sessions', sql`expires_at < now() - make_interval(days => ${options.days})`, limit),
    options.batchSize,
  );
}
