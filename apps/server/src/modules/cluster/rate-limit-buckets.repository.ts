import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitBuckets } from './cluster.tables.ts';

/** A bucket's count in its current window and the milliseconds left in that window. */
export interface BucketState {
  hits: number;
  ttlMs: number;
}

/** Milliseconds until the row's window ends, by the database clock (every process agrees on it). */
const ttlMs = sql<number>`ceil(extract(epoch from (${rateLimitBuckets.windowEndsAt} - now())) * 1000)::int`;

/**
 * The two statements on every limited request's path, prepared once per database handle. `hit`
 * counts one request in ONE statement: a new key, or a key whose window has ended, starts a new
 * window at 1; otherwise the count goes up by one. Concurrent hits on one key queue on its row lock,
 * so N processes hitting one bucket see 1, 2, 3... with no gap and no repeat.
 */
export function prepareBucketQueries(db: Database) {
  const isOver = sql`${rateLimitBuckets.windowEndsAt} <= now()`;
  const hit = db
    .insert(rateLimitBuckets)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      windowEndsAt: sql`now() + ${sql.placeholder('windowMs')}::double precision * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${isOver} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        windowEndsAt: sql`case when ${isOver} then excluded.window_ends_at else ${rateLimitBuckets.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, ttlMs })
    .prepare('rate_limit_hit');
  const read = db
    .select({ hits: rateLimitBuckets.hits, ttlMs })
    .from(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.key} = ${sql.placeholder('key')} and ${rateLimitBuckets.windowEndsAt} > now()`)
    .prepare('rate_limit_read');

  return {
    async hit(key: string, windowMs: number): Promise<BucketState> {
      const [row] = await hit.execute({ key, windowMs });
      if (!row) throw new Error('Counting a rate-limit hit returned no row');
      return row;
    },
    /** The bucket without counting; an unknown key or an ended window reads as empty. */
    async read(key: string): Promise<BucketState> {
      const [row] = await read.execute({ key });
      return row ?? { hits: 0, ttlMs: 0 };
    },
  };
}

/**
 * Forgets the buckets whose window has ended. Only keys that were not seen again stay behind (a
 * returning key restarts its own row), so the table holds about one window of keys. A row a hit
 * renews meanwhile is re-checked under its lock and kept.
 */
export async function deleteEndedBuckets(db: Database): Promise<void> {
  await db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.windowEndsAt, sql`now()`));
}
