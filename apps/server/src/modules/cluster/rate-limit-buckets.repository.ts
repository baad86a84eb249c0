import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitBuckets } from './cluster.tables.ts';

/** A bucket's count in its current window and the milliseconds left in that window. */
export interface BucketState {
  hits: number;
  ttlMs: number;
}

/** A bucket's state after counting several hits at once, with the key it belongs to. */
export interface CountedBucket extends BucketState {
  key: string;
}

/** Milliseconds until the row's window ends, by the database clock (every process agrees on it). */
const ttlMs = sql<number>`ceil(extract(epoch from (${rateLimitBuckets.windowEndsAt} - now())) * 1000)::int`;

/**
 * The two statements on every limited request's path, prepared once per database handle. `hit`
 * counts in ONE statement: a new key, or a key whose window has ended, starts a new window at
 * `hits`; otherwise the count goes up by `hits` (1 per request, more when a batched bucket adds the
 * hits it had counted in memory, docs/decisions/008). Concurrent hits on one key queue on its row
 * lock, so N processes hitting one bucket see 1, 2, 3... with no gap and no repeat.
 */
export function prepareBucketQueries(db: Database) {
  const isOver = sql`${rateLimitBuckets.windowEndsAt} <= now()`;
  const hit = db
    .insert(rateLimitBuckets)
    .values({
      key: sql.placeholder('key'),
      hits: sql`${sql.placeholder('hits')}::int`,
      windowEndsAt: sql`now() + ${sql.placeholder('windowMs')}::double precision * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${isOver} then excluded.hits else ${rateLimitBuckets.hits} + excluded.hits end`,
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
    async hit(key: string, windowMs: number, hits = 1): Promise<BucketState> {
      const [row] = await hit.execute({ key, windowMs, hits });
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
 * Counts the hits a process gathered in memory for many keys in ONE statement, with the same window
 * rules as `hit` (docs/decisions/008). Rows are locked in key order, so two processes flushing
 * overlapping keys at once queue instead of deadlocking. Every key appears once; all share the window
 * length `windowMs` (a caller with several lengths sends one statement per length).
 */
export async function addBucketHits(
  db: Database,
  windowMs: number,
  counts: Map<string, number>,
): Promise<CountedBucket[]> {
  const keys = [...counts.keys()].sort();
  const hits = keys.map((key) => counts.get(key) ?? 0);
  const result = await db.execute(sql`
    insert into rate_limit_buckets as bucket (key, hits, window_ends_at)
    select batch.key, batch.hits, now() + ${windowMs}::double precision * interval '1 millisecond'
    from unnest(${sql.param(keys)}::text[], ${sql.param(hits)}::int[]) as batch (key, hits)
    order by batch.key
    on conflict (key) do update set
      hits = case when bucket.window_ends_at <= now() then excluded.hits else bucket.hits + excluded.hits end,
      window_ends_at = case when bucket.window_ends_at <= now() then excluded.window_ends_at else bucket.window_ends_at end
    returning bucket.key, bucket.hits, ceil(extract(epoch from (bucket.window_ends_at - now())) * 1000)::int as "ttlMs"
  `);
  return (result as unknown as { rows: CountedBucket[] }).rows;
}

/**
 * Forgets the buckets whose window has ended. Only keys that were not seen again stay behind (a
 * returning key restarts its own row), so the table holds about one window of keys. A row a hit
 * renews meanwhile is re-checked under its lock and kept.
 */
export async function deleteEndedBuckets(db: Database): Promise<void> {
  await db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.windowEndsAt, sql`now()`));
}
