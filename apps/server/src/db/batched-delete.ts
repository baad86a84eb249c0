import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** What one rule of the retention sweep deleted, and its longest single batch. */
export interface PruneResult {
  deleted: number;
  batches: number;
  longestBatchMs: number;
}

export const EMPTY_PRUNE: PruneResult = { deleted: 0, batches: 0, longestBatchMs: 0 };

/**
 * Deletes at most `limit` rows of `table` that match `where`, in one statement and so one short
 * transaction: the rows are picked by ctid (`= any(array(...))` is a TID scan, where `ctid in
 * (select ...)` may join the whole table), so a batch locks only the rows it deletes.
 * `table` is always a constant of the calling repository, never input.
 */
export async function deleteBatch(db: Database, table: string, where: SQL, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from ${sql.identifier(table)}
    where ctid = any(array(select ctid from ${sql.identifier(table)} where ${where} limit ${limit}))`);
  // node-postgres says rowCount, PGlite affectedRows.
  const counted = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return counted.rowCount ?? counted.affectedRows ?? 0;
}

/**
 * Runs `deleteOne(limit)` until a batch deletes fewer than `limit` rows (issue 40 §6: the sweep
 * never holds a long lock; other writers wait at most one batch). Each call is its own statement.
 */
export async function deleteInBatches(
  deleteOne: (limit: number) => Promise<number>,
  limit: number,
): Promise<PruneResult> {
  const result = { ...EMPTY_PRUNE };
  for (;;) {
    const started = performance.now();
    const deleted = await deleteOne(limit);
    result.longestBatchMs = Math.max(result.longestBatchMs, performance.now() - started);
    result.batches += 1;
    result.deleted += deleted;
    if (deleted < limit) return result;
  }
}
