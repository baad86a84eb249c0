import { sql } from 'drizzle-orm';
import { deleteBatch, deleteInBatches, type PruneResult } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';

/**
 * The daily sweep's pass over the rate-limit buckets (issue 40 §6): buckets whose window ended
 * `minutes` ago, in batches. The minute clean-up (rate-limit-cleanup.ts) keeps the table small
 * between sweeps; this one catches what a deployment without it (or a stopped one) left behind.
 */
export function pruneRateLimitBuckets(
  db: Database,
  options: { minutes: number; batchSize: number },
): Promise<PruneResult> {
  return deleteInBatches(
    (limit) =>
      deleteBatch(
        db,
        'rate_limit_buckets',
        sql`window_ends_at < now() - make_interval(mins => ${options.minutes})`,
        limit,
      ),
    options.batchSize,
  );
}
