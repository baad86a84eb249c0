import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { isDatabaseUnavailableError } from '../../lib/database-errors.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { rateLimitBuckets } from './cluster.tables.ts';
import { deleteEndedBuckets } from './rate-limit-buckets.repository.ts';
import { createSharedRateLimitStore } from './shared-rate-limit-store.ts';

const MINUTE = 60_000;
type Bucket = { current: number; ttl: number };
type Route = RouteOptions & { path: string; prefix: string };

/** The plugin's callback API as a promise. */
function hit(store: FastifyRateLimitStore, key: string, windowMs = MINUTE) {
  return new Promise<Bucket>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, 10),
  );
}
function read(store: FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] }, key: string) {
  return new Promise<Bucket>((resolve, reject) =>
    store.read?.(key, (error, result) => (error || !result ? reject(error) : resolve(result)), MINUTE, 10),
  );
}
/** What the plugin passes `child`: the merged options with the route under `routeInfo`. */
const routeChild = (routeInfo: object) => ({ routeInfo }) as unknown as Route;

describe(`the shared rate-limit store (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  const errors: unknown[] = [];
  let store: FastifyRateLimitStore;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await migrateDatabase(database);
    const Store = createSharedRateLimitStore(database.db, (error) => errors.push(error));
    store = new Store({});
  });
  afterAll(() => drop());

  it('counts hits in one window, with the time left by the database clock', async () => {
    const first = await hit(store, 'ip:198.51.100.1');
    expect(first).toEqual({ current: 1, ttl: MINUTE });
    const second = await hit(store, 'ip:198.51.100.1');
    expect(second.current).toBe(2);
    expect(second.ttl).toBeLessThanOrEqual(MINUTE);
    expect(second.ttl).toBeGreaterThan(MINUTE - 10_000);
    expect((await hit(store, 'ip:198.51.100.2')).current).toBe(1);
  });

  it('starts a new window at 1 once the old one has ended', async () => {
    await hit(store, 'ip:198.51.100.3');
    await hit(store, 'ip:198.51.100.3');
    await database.db
      .update(rateLimitBuckets)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimitBuckets.key} = 'global|ip:198.51.100.3'`);
    expect(await read(store, 'ip:198.51.100.3')).toEqual({ current: 0, ttl: 0 });
    expect(await hit(store, 'ip:198.51.100.3', 30_000)).toEqual({ current: 1, ttl: 30_000 });
  });

  it('gives concurrent hits on one key every count once, with no gap', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => hit(store, 'ip:198.51.100.4')));
    expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('reads a bucket without counting', async () => {
    expect(await read(store, 'ip:198.51.100.5')).toEqual({ current: 0, ttl: 0 });
    await hit(store, 'ip:198.51.100.5');
    const state = await read(store, 'ip:198.51.100.5');
    expect(state.current).toBe(1);
    expect(state.ttl).toBeGreaterThan(0);
    expect((await read(store, 'ip:198.51.100.5')).current).toBe(1);
  });

  it('keeps the global limit, each route and the route-less limiters apart, as the in-memory store does', async () => {
    const questions = store.child(routeChild({ method: 'POST', url: '/api/questions' }));
    const answers = store.child(routeChild({ method: 'POST', url: '/api/questions/:id/answers' }));
    const limiter = store.child(routeChild({}));
    for (const bucket of [store, questions, answers, limiter]) {
      expect((await hit(bucket, 'ip:198.51.100.6')).current).toBe(1);
    }
    // A second process builds the same route children: they share the counts.
    expect(
      (await hit(store.child(routeChild({ method: 'POST', url: '/api/questions' })), 'ip:198.51.100.6')).current,
    ).toBe(2);
    const keys = await database.db
      .select({ key: rateLimitBuckets.key, hits: rateLimitBuckets.hits })
      .from(rateLimitBuckets)
      .where(sql`${rateLimitBuckets.key} like '%|ip:198.51.100.6'`)
      .orderBy(rateLimitBuckets.key);
    expect(keys).toEqual([
      { key: 'POST /api/questions/:id/answers|ip:198.51.100.6', hits: 1 },
      { key: 'POST /api/questions|ip:198.51.100.6', hits: 2 },
      { key: 'global|ip:198.51.100.6', hits: 1 },
      { key: 'limiter|ip:198.51.100.6', hits: 1 },
    ]);
  });

  it('refuses the options whose windows move on every hit past the limit', () => {
    expect(() => store.child({ ...routeChild({}), continueExceeding: true } as Route)).toThrow(
      'The shared rate-limit store supports neither continueExceeding nor exponentialBackoff',
    );
  });

  it('deletes only the buckets whose window has ended', async () => {
    await hit(store, 'ip:198.51.100.7');
    await hit(store, 'ip:198.51.100.8');
    await database.db
      .update(rateLimitBuckets)
      .set({ windowEndsAt: sql`now() - interval '1 millisecond'` })
      .where(sql`${rateLimitBuckets.key} = 'global|ip:198.51.100.7'`);
    await deleteEndedBuckets(database.db);
    const left = await database.db
      .select({ key: rateLimitBuckets.key })
      .from(rateLimitBuckets)
      .where(sql`${rateLimitBuckets.key} in ('global|ip:198.51.100.7', 'global|ip:198.51.100.8')`);
    expect(left).toEqual([{ key: 'global|ip:198.51.100.8' }]);
  });

  it('reports a database it cannot reach once, and fails each hit so the plugin can skip it', async () => {
    // Nothing listens on port 1: every connection is refused, as during an outage.
    const down = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/down', dataDir: 'memory://' });
    try {
      const failures: unknown[] = [];
      const unreachable = new (createSharedRateLimitStore(down.db, (error) => failures.push(error)))({});
      await expect(hit(unreachable, 'ip:198.51.100.9')).rejects.toThrow();
      await expect(hit(unreachable, 'ip:198.51.100.9')).rejects.toThrow();
      expect(failures).toHaveLength(1);
      expect(isDatabaseUnavailableError(failures[0])).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
