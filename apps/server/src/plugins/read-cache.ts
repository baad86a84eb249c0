import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The reads that may be cached, each with its own generation (migration 0013 lists their tables). */
export type ReadCacheScope = 'questions' | 'prototypes' | 'pipeline' | 'tasks' | 'feedback';

export interface ReadCacheRule {
  scope: ReadCacheScope;
  /**
   * The answer depends on who asks (my vote, my like): only requests without a token are answered
   * from the cache here. A route may still build a signed-in answer on the stored anonymous one
   * (`app.readCache`), reading only what is the viewer's own.
   */
  anonymousOnly?: boolean;
}

/** A stored answer: the generation it is exact at, and what the route attached to it. */
export interface ReadCacheEntry {
  generation: number;
  etag: string;
  body: string;
  /** The answer's parts, as the route that computed it kept them (`readCacheFill.data`). */
  data?: unknown;
}

/** For routes whose signed-in answers build on the stored anonymous answer. */
export interface ReadCache {
  /** The key of this request's answer, the same with or without a token. */
  keyOf(request: FastifyRequest): string;
  /** The stored answer, at whatever generation it was stored: compare it before using it. */
  stored(key: string): ReadCacheEntry | undefined;
  /** Stores an anonymous answer computed after `generation` was read; returns its ETag. */
  store(key: string, scope: ReadCacheScope, generation: number, body: string, data?: unknown): string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this GET from the read cache while its scope's generation is unchanged. */
    readCache?: ReadCacheRule;
  }
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyRequest {
    /** Set on a cache miss: where onSend stores the answer, with any `data` the route attaches. */
    readCacheFill: { key: string; scope: ReadCacheScope; generation: number; data?: unknown } | null;
  }
}

export const READ_CACHE_MAX_ENTRIES = 500;
/** Every scope in one fixed statement: cheaper than a parameterised one on PGlite (table in db/read-cache.tables.ts). */
const GENERATIONS_QUERY = 'select scope, generation from read_cache_generations';
/** Where migration 0013's trigger announces each bump as `scope:generation`. */
const GENERATIONS_CHANNEL = 'read_cache';

/**
 * A small cache of hot list answers (DESIGN.md §8), correct with several server processes: each
 * request reads its scope's generation (one primary-key read), which the database bumps in the
 * same transaction as any change to the tables behind the answer. An answer is stored with the
 * generation read *before* it was computed, so it can only be newer than its generation, never
 * older. Answers carry an ETag; a matching If-None-Match gets 304. Keys include the UTC day, for
 * answers that depend on today's date (analytics periods).
 */
/**
 * The current generation of every scope. PostgreSQL may have other server processes writing, so
 * each request reads the table (one fixed statement). The embedded database has one process,
 * which hears every bump before the writing query resolves, so it keeps them in memory.
 */
async function trackGenerations(app: FastifyInstance): Promise<() => Promise<ReadonlyMap<string, number>>> {
  const { database } = app;
  const read = async () => {
    const rows = await database.queryRows<{ scope: string; generation: string | number }>(GENERATIONS_QUERY);
    return new Map(rows.map((row) => [row.scope, Number(row.generation)]));
  };
  if (!database.listen) return read;
  const current = new Map<string, number>();
  const unlisten = await database.listen(GENERATIONS_CHANNEL, (payload) => {
    const [scope = '', generation = ''] = payload.split(':');
    current.set(scope, Math.max(Number(generation), current.get(scope) ?? 0));
  });
  // The database may already be closed by then; there is nothing left to unsubscribe from.
  app.addHook('onClose', () => unlisten().catch(() => {}));
  for (const [scope, generation] of await read()) current.set(scope, Math.max(generation, current.get(scope) ?? 0));
  return async () => current;
}

export const readCachePlugin = fp(async (app: FastifyInstance, options: { maxEntries?: number } = {}) => {
  const maxEntries = options.maxEntries ?? READ_CACHE_MAX_ENTRIES;
  const entries = new Map<string, ReadCacheEntry>();

  const generations = await trackGenerations(app);

  function ruleFor(request: FastifyRequest): ReadCacheRule | null {
    const rule = request.routeOptions.config?.readCache;
    if (!rule || request.method !== 'GET') return null;
    return rule.anonymousOnly && request.bearerToken ? null : rule;
  }

  const keyOf = (request: FastifyRequest) => `${new Date().toISOString().slice(0, 10)} ${request.url}`;

  function store(key: string, scope: ReadCacheScope, generation: number, body: string, data?: unknown) {
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 16);
    const etag = `W/"${scope}-${generation}-${hash}"`;
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { generation, etag, body, data });
    return etag;
  }

  app.decorate('readCache', { keyOf, stored: (key: string) => entries.get(key), store } satisfies ReadCache);
  app.decorateRequest('readCacheFill', null);

  // preValidation, not onRequest: a route's own onRequest hooks, the rate limit among them, run after
  // every app-wide onRequest hook, so a hit answered there was never counted (docs/decisions/007).
  app.addHook('preValidation', async (request, reply) => {
    const rule = ruleFor(request);
    if (!rule) return;
    const generation = (await generations()).get(rule.scope);
    if (generation === undefined) return;
    const key = keyOf(request);
    const entry = entries.get(key);
    if (entry?.generation !== generation) {
      request.readCacheFill = { key, scope: rule.scope, generation };
      return;
    }
    reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('x-read-cache', 'hit');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });

  // Registered before compression, so the answer is still the serialized JSON string here.
  app.addHook('onSend', async (request, reply, payload) => {
    const fill = request.readCacheFill;
    if (!fill || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = store(fill.key, fill.scope, fill.generation, payload, fill.data);
    reply.header('etag', etag).header('cache-control', 'no-cache').header('x-read-cache', 'miss');
    return payload;
  });
});
