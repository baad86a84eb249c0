import { sql } from 'drizzle-orm';
import { deleteBatch, deleteInBatches, type PruneResult } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';

/**
 * The outbox's retention rules (issue 40 §6), in batches: a sent row is kept `sentDays` after it
 * went out (the verification-mail limits count the last day's rows), a failed one `failedDays`
 * after it was queued (it fails within a day of that), for the admin's outbox summary. Queued rows
 * are never swept. Each uses a partial index of migration 0034.
 */
export async function pruneOutbox(
  db: Database,
  options: { sentDays: number; failedDays: number; batchSize: number },
): Promise<{ sent: PruneResult; failed: PruneResult }> {
  const sent = await deleteInBatches(
    (limit) =>
      deleteBatch(
        db,
        'outbox',
        sql`status = 'sent' and sent_at < now() - make_interval(days => ${options.sentDays})`,
        limit,
      ),
    options.batchSize,
  );
  const failed = await deleteInBatches(
    (limit) =>
      deleteBatch(
        db,
        'outbox',
        sql`status = 'failed' and created_at < now() - make_interval(days => ${options.failedDays})`,
        limit,
      ),
    options.batchSize,
  );
  return { sent, failed };
}
