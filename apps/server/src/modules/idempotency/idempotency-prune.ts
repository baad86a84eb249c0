import { sql } from 'drizzle-orm';
import { deleteBatch, deleteInBatches, type PruneResult } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';

/** Stored answers older than `hours` (24 at least: they are replayed for 24 h) go, in batches. */
export function pruneIdempotencyRecords(
  db: Database,
  options: { hours: number; batchSize: number },
): Promise<PruneResult> {
  return deleteInBatches(
    (limit) =>
      deleteBatch(db, 'idempotency_keys', sql`created_at < now() - make_interval(hours => ${options.hours})`, limit),
    options.batchSize,
  );
}
