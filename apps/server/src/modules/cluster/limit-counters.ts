import type { Database } from '../../db/client.ts';
import { addBucketHits, type BucketState } from './rate-limit-buckets.repository.ts';

/**
 * Counts one hit of a limit that a service checks itself, in the shared `rate_limit_buckets` table
 * on every database (PGlite included): one budget for the whole deployment (DESIGN.md §7), and, run
 * in the caller's transaction, the hit is undone when the transaction is. Concurrent hits of one
 * key queue on its row, so the counts are exact. Windows are fixed and start with a key's first
 * hit (by the database clock); `counter|` keeps these keys apart from the rate-limit plugin's.
 */
export async function countLimitHit(db: Database, key: string, windowMs: number): Promise<BucketState> {
  const bucketKey = `counter|${key}`;
  const [counted] = await addBucketHits(db, windowMs, new Map([[bucketKey, 1]]));
  if (!counted) throw new Error('Counting a limit hit returned no row');
  return { hits: counted.hits, ttlMs: counted.ttlMs };
}
