import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Database } from '../../db/client.ts';
import { BatchedBucketCounts } from './batched-bucket-counts.ts';
import { type BucketState, prepareBucketQueries } from './rate-limit-buckets.repository.ts';

declare module '@fastify/rate-limit' {
  interface RateLimitOptions {
    /**
     * The shared store may answer this route's bucket from memory while it is well under its limit,
     * and count those hits in batches (docs/decisions/008). Only for high-volume buckets whose limit
     * may be passed by a bounded few: never on sign-up, new-visitor or sign-in buckets.
     */
    isBatched?: boolean;
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands `child`: the merged limit options, with the route under `routeInfo`. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  isBatched?: boolean;
}

export interface SharedStoreOptions {
  /** Batch the plugin's own store (the global limit per IP), which sees no route options. */
  isGlobalBatched?: boolean;
  /** How long a hit counted in memory waits, at most, before it is sent. */
  flushEveryMs?: number;
  /** Buckets remembered in memory at most. */
  maxKeys?: number;
}

/** The store's constructor, and `flush()`: sends the hits counted in memory now (on close). */
export type SharedRateLimitStoreCtor = FastifyRateLimitStoreCtor & { flush(): Promise<void> };

/** How often a failing store is reported at most: an outage fails every request. */
const REPORT_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit backed by the `rate_limit_buckets` table, so that every server
 * process on one PostgreSQL counts against the same buckets (issue 22 §2, docs/decisions/007). One
 * statement per counted request; windows and time left come from the database clock. Buckets marked
 * `isBatched` (and the global one with `isGlobalBatched`) are answered from memory while well under
 * their limit and counted in batches (docs/decisions/008); the others stay one statement per hit.
 *
 * Keys are namespaced the way the in-memory store separates them, which gives each store (the
 * plugin's global one, and each route's child) its own map: `global|<ip>` for the global limit,
 * `POST /api/questions|<key>` for a route's own limit, and `limiter|<key>` for `createRateLimit`
 * limiters, which have no route (their keys name their bucket, such as `signin-account:...`).
 *
 * `onError` hears failures (at most one a minute); the plugin's `skipOnError` then lets the request
 * through: see security.ts for why a database outage must not turn into 500s or 429s.
 */
export function createSharedRateLimitStore(
  db: Database,
  onError: (error: unknown) => void,
  options: SharedStoreOptions = {},
): SharedRateLimitStoreCtor {
  const queries = prepareBucketQueries(db);
  let reportedAt = Number.NEGATIVE_INFINITY;
  const report = (error: unknown) => {
    if (Date.now() - reportedAt >= REPORT_EVERY_MS) {
      reportedAt = Date.now();
      onError(error);
    }
  };
  const answer = (pending: Promise<BucketState>, callback: Callback) => {
    pending.then(
      (state) => callback(null, { current: state.hits, ttl: state.ttlMs }),
      (error: unknown) => {
        report(error);
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };
  // One for every batched bucket of this app, so that one statement flushes them all.
  const batched = new BatchedBucketCounts(db, {
    flushEveryMs: options.flushEveryMs ?? 100,
    maxKeys: options.maxKeys ?? 100_000,
    onError: report,
  });

  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;
    private readonly counts: BatchedBucketCounts | null;

    /** Sends the hits counted in memory now; the app calls it on close. */
    static flush(): Promise<void> {
      return batched.flush();
    }

    constructor(storeOptions: object, namespace?: string) {
      const { continueExceeding, exponentialBackoff, isBatched } = storeOptions as ChildOptions;
      // Both move the window on every hit past the limit, which the one-statement count does not do.
      if (continueExceeding || exponentialBackoff) {
        throw new Error('The shared rate-limit store supports neither continueExceeding nor exponentialBackoff');
      }
      this.namespace = namespace ?? 'global';
      // The plugin builds the global store from its own options, which drop unknown properties, and
      // passes each route's options (merged) to `child`: so each says for itself whether it batches.
      const isBatchedBucket = namespace === undefined ? options.isGlobalBatched : isBatched;
      this.counts = isBatchedBucket ? batched : null;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      const bucketKey = `${this.namespace}|${key}`;
      const { counts } = this;
      if (!counts) return answer(queries.hit(bucketKey, timeWindow), callback);
      const local = counts.countLocally(bucketKey, timeWindow, max);
      if (local) return callback(null, { current: local.hits, ttl: local.ttlMs });
      const sentAt = Date.now();
      const { hits, tracked } = counts.sendExactly(bucketKey);
      const counted = queries.hit(bucketKey, timeWindow, hits).then(
        (state) => {
          counts.settle(bucketKey, timeWindow, tracked, state, sentAt);
          return state;
        },
        (error: unknown) => {
          // The hits it carried are dropped, as a failed flush drops its own.
          counts.settle(bucketKey, timeWindow, tracked, null, sentAt);
          throw error;
        },
      );
      answer(counted, callback);
    }

    /** `createRateLimit(...)(request, { increment: false })` reads a bucket without counting. */
    read(key: string, callback: Callback) {
      const bucketKey = `${this.namespace}|${key}`;
      const unsent = this.counts?.pendingOf(bucketKey) ?? 0;
      answer(
        queries.read(bucketKey).then((state) => ({ ...state, hits: state.hits + unsent })),
        callback,
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as unknown as ChildOptions;
      const namespace = routeInfo?.url ? `${[routeInfo.method].flat().join(',')} ${routeInfo.url}` : 'limiter';
      return new SharedRateLimitStore(routeOptions, namespace);
    }
  }
  return SharedRateLimitStore;
}
