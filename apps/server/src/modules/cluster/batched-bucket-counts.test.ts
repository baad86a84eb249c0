import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { rateLimitBuckets } from './cluster.tables.ts';
import { createSharedRateLimitStore, type SharedRateLimitStoreCtor } from './shared-rate-limit-store.ts';

const MINUTE = 60_000;
/** Every bucket here has a limit of 20, so up to 10 hits per process may be answered from memory. */
const MAX = 20;
type Bucket = { current: number; ttl: number };
type Route = RouteOptions & { path: string; prefix: string };

function hit(store: FastifyRateLimitStore, key: string, windowMs = MINUTE) {
  return new Promise<Bucket>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, MAX),
  );
}
async function hitTimes(store: FastifyRateLimitStore, key: string, times: number, windowMs = MINUTE) {
  const results: Bucket[] = [];
  for (let n = 0; n < times; n++) results.push(await hit(store, key, windowMs));
  return results.map((result) => result.current);
}
const routeChild = (options: object) => options as unknown as Route;

describe(`the shared rate-limit store's batched buckets (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  const errors: unknown[] = [];
  let Store: SharedRateLimitStoreCtor;
  let store: FastifyRateLimitStore;
  /** The bucket's hits as the database has them. */
  const storedHits = async (key: string) => {
    const [row] = await database.db
      .select({ hits: rateLimitBuckets.hits })
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, key));
    return row?.hits ?? 0;
  };

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await migrateDatabase(database);
    // Flushes only when a test asks: the timer would otherwise race the assertions.
    Store = createSharedRateLimitStore(database.db, (error) => errors.push(error), {
      isGlobalBatched: true,
      flushEveryMs: 3_600_000,
    });
    store = new Store({});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    await Store.flush();
    errors.length = 0;
  });
  afterAll(() => drop());

  it('counts the first hit on a key it does not know in the database at once', async () => {
    expect(await hit(store, 'ip:192.0.2.1')).toEqual({ current: 1, ttl: MINUTE });
    expect(await storedHits('global|ip:192.0.2.1')).toBe(1);
  });

  it('answers a known bucket well under its limit from memory, and sends those hits on flush', async () => {
    expect(await hitTimes(store, 'ip:192.0.2.2', 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await storedHits('global|ip:192.0.2.2')).toBe(1);
    const answered = await hit(store, 'ip:192.0.2.2');
    // The 11th is past half the limit: one exact statement carries the nine hits counted in memory.
    expect(answered.current).toBe(11);
    expect(answered.ttl).toBeLessThanOrEqual(MINUTE);
    expect(await storedHits('global|ip:192.0.2.2')).toBe(11);
  });

  it('counts every hit exactly once the bucket is past half its limit', async () => {
    await hitTimes(store, 'ip:192.0.2.3', 10);
    for (let expected = 11; expected <= 22; expected++) {
      expect((await hit(store, 'ip:192.0.2.3')).current).toBe(expected);
      expect(await storedHits('global|ip:192.0.2.3')).toBe(expected);
    }
  });

  it('counts a burst that arrives while its hits are on their way to the database', async () => {
    await hit(store, 'ip:192.0.2.12');
    const burst = await Promise.all(Array.from({ length: 40 }, () => hit(store, 'ip:192.0.2.12')));
    // Nine from memory (2-10), then the tenth carries them; none of the rest may be answered from memory.
    expect(burst.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 2),
    );
    expect(await storedHits('global|ip:192.0.2.12')).toBe(41);
  });

  it('sees what other processes counted each time it syncs', async () => {
    const Other = createSharedRateLimitStore(database.db, () => {}, { isGlobalBatched: true });
    const other = new Other({});
    await hit(store, 'ip:192.0.2.4');
    await hitTimes(other, 'ip:192.0.2.4', 8);
    // This process still believes 1, so it answers from memory: 2, 3, 4 ...
    expect(await hitTimes(store, 'ip:192.0.2.4', 3)).toEqual([2, 3, 4]);
    await Other.flush();
    await Store.flush();
    expect(await storedHits('global|ip:192.0.2.4')).toBe(12);
    // ... and now knows 12, past half the limit: exact from here on.
    expect((await hit(store, 'ip:192.0.2.4')).current).toBe(13);
  });

  it('goes back to the database once the window it knows has ended', async () => {
    await hitTimes(store, 'ip:192.0.2.5', 3);
    expect(await storedHits('global|ip:192.0.2.5')).toBe(1);
    await database.db
      .update(rateLimitBuckets)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitBuckets.key, 'global|ip:192.0.2.5'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + MINUTE });
    // The two hits counted in memory land in the new window with this one: never fewer counted.
    expect(await hit(store, 'ip:192.0.2.5')).toEqual({ current: 3, ttl: MINUTE });
    expect(await storedHits('global|ip:192.0.2.5')).toBe(3);
  });

  it('sends the hits of many keys, from the global bucket and the routes, in one statement', async () => {
    const writes = store.child(routeChild({ routeInfo: { method: 'POST', url: '/api/analytics' }, isBatched: true }));
    const keys = Array.from({ length: 30 }, (_, index) => `visitor:batch-${index}`);
    for (const key of keys) await hitTimes(writes, key, 4);
    for (const key of keys) await hitTimes(store, key, 2);
    const statements = vi.spyOn(database.db, 'execute');
    await Store.flush();
    expect(statements).toHaveBeenCalledTimes(1);
    for (const key of keys) {
      expect(await storedHits(`POST /api/analytics|${key}`)).toBe(4);
      expect(await storedHits(`global|${key}`)).toBe(2);
    }
  });

  it('sends one statement per window length', async () => {
    await hitTimes(store, 'ip:192.0.2.6', 3, MINUTE);
    await hitTimes(store, 'ip:192.0.2.7', 3, 30_000);
    const statements = vi.spyOn(database.db, 'execute');
    await Store.flush();
    expect(statements).toHaveBeenCalledTimes(2);
    expect([await storedHits('global|ip:192.0.2.6'), await storedHits('global|ip:192.0.2.7')]).toEqual([3, 3]);
  });

  it('counts route buckets and limiters that are not marked batched one statement per hit', async () => {
    const signups = store.child(routeChild({ routeInfo: { method: 'POST', url: '/api/waitlists/service' } }));
    const limiter = store.child(routeChild({ routeInfo: {} }));
    for (let expected = 1; expected <= 3; expected++) {
      expect((await hit(signups, 'signup:192.0.2.8')).current).toBe(expected);
      expect((await hit(limiter, 'signin-account:ada')).current).toBe(expected);
      expect(await storedHits('POST /api/waitlists/service|signup:192.0.2.8')).toBe(expected);
      expect(await storedHits('limiter|signin-account:ada')).toBe(expected);
    }
  });

  it('reports a failed flush, drops its hits and keeps answering', async () => {
    await hitTimes(store, 'ip:192.0.2.9', 4);
    const failure = new Error('connection terminated');
    vi.spyOn(database.db, 'execute').mockRejectedValueOnce(failure);
    await Store.flush();
    expect(errors).toEqual([failure]);
    expect(await storedHits('global|ip:192.0.2.9')).toBe(1);
    // Nothing is sent twice; the next hit is answered from what the database said.
    await Store.flush();
    expect(await storedHits('global|ip:192.0.2.9')).toBe(1);
    expect((await hit(store, 'ip:192.0.2.9')).current).toBe(2);
  });

  it('flushes by itself shortly after a hit is counted in memory', async () => {
    const Timed = createSharedRateLimitStore(database.db, () => {}, { isGlobalBatched: true, flushEveryMs: 20 });
    const timed = new Timed({});
    await hitTimes(timed, 'ip:192.0.2.10', 5);
    await vi.waitFor(async () => expect(await storedHits('global|ip:192.0.2.10')).toBe(5), { timeout: 2_000 });
  });

  it('counts unsent hits in the window the database has open when they arrive', async () => {
    await hitTimes(store, 'ip:192.0.2.11', 2);
    await database.db
      .update(rateLimitBuckets)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitBuckets.key, 'global|ip:192.0.2.11'));
    // The unsent hit lands in the new window the database starts.
    await Store.flush();
    expect(await storedHits('global|ip:192.0.2.11')).toBe(1);
  });
});
