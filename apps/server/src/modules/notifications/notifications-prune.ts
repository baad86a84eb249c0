import { sql } from 'drizzle-orm';
import { deleteBatch, deleteInBatches, type PruneResult } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';

/**
 * Notifications read more than `days` ago go, in batches (issue 40 §6); unread ones stay whatever
 * their age, so the unread count never changes (a read row's delete moves no counter).
 */
export function pruneReadNotifications(
  db: Database,
  options: { days: number; batchSize: number },
): Promise<PruneResult> {
  return deleteInBatches(
    (limit) => deleteBatch(db, 'notifications', sql`read_at < now() - make_interval(days => ${options.days})`, limit),
    options.batchSize,
  );
}
