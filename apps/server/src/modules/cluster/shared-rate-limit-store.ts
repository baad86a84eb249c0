import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type BucketState, prepareBucketQueries } from './rate-limit-buckets.repository.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands `child`: the merged limit options, with the route under `routeInfo`. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** How often a failing store is reported at most: an outage fails every request. */
const REPORT_EVERY_MS = 60_000;

/**
 * A store for @fastify/rate-limit backed by the `rate_limit_buckets` table, so that every server
 * process on one PostgreSQL counts against the same buckets (issue 22 §2, docs/decisions/007). One
 * statement per counted request; windows and time left come from the database clock.
 *
 * Keys are namespaced the way the in-memory store separates them, which gives each store (the
 * plugin's global one, and each route's child) its own map: `global|<ip>` for the global limit,
 * `POST /api/questions|<key>` for a route's own limit, and `limiter|<key>` for `createRateLimit`
 * limiters, which have no route (their keys name their bucket, such as `signin-account:...`).
 *
 * `onError` hears failures (at most one a minute); the plugin's `skipOnError` then lets the request
 * through: see security.ts for why a database outage must not turn into 500s or 429s.
 */
export function createSharedRateLimitStore(db: Database, onError: (error: unknown) => void): FastifyRateLimitStoreCtor {
  const queries = prepareBucketQueries(db);
  let reportedAt = Number.NEGATIVE_INFINITY;
  const answer = (pending: Promise<BucketState>, callback: Callback) => {
    pending.then(
      (state) => callback(null, { current: state.hits, ttl: state.ttlMs }),
      (error: unknown) => {
        if (Date.now() - reportedAt >= REPORT_EVERY_MS) {
          reportedAt = Date.now();
          onError(error);
        }
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };

  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    constructor(options: object, namespace = 'global') {
      const { continueExceeding, exponentialBackoff } = options as ChildOptions;
      // Both move the window on every hit past the limit, which the one-statement count does not do.
      if (continueExceeding || exponentialBackoff) {
        throw new Error('The shared rate-limit store supports neither continueExceeding nor exponentialBackoff');
      }
      this.namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      answer(queries.hit(`${this.namespace}|${key}`, timeWindow), callback);
    }

    /** `createRateLimit(...)(request, { increment: false })` reads a bucket without counting. */
    read(key: string, callback: Callback) {
      answer(queries.read(`${this.namespace}|${key}`), callback);
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as unknown as ChildOptions;
      const namespace = routeInfo?.url ? `${[routeInfo.method].flat().join(',')} ${routeInfo.url}` : 'limiter';
      return new SharedRateLimitStore(routeOptions, namespace);
    }
  }
  return SharedRateLimitStore;
}
