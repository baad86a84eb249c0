import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config.ts';
import { type ChannelSubscription, createPgListener } from './pg-listener.ts';
import { createStatementNamer } from './pg-prepared.ts';
import { DRIZZLE_PARSERS, withPreparedStatements } from './pglite-prepared.ts';
import * as schema from './schema.ts';

export type { ChannelSubscription } from './pg-listener.ts';

export type Schema = typeof schema;
/** The drizzle API common to both drivers; repositories only ever see this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  /**
   * Runs a fixed statement without parameters straight on the driver (no query builder): for the
   * few reads on every request's path, such as the read cache's generations.
   */
  queryRows<T>(statement: string): Promise<T[]>;
  /**
   * Embedded only: calls `listener` with each notification on `channel`. PGlite delivers a
   * commit's notifications before the committing query resolves, and its process is the only
   * writer, so a listener sees every change before anyone can read it.
   */
  listen?(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Both drivers: calls `subscription.onMessage` with each notification on `channel`, from any
   * process (live events, docs/decisions/004). PostgreSQL listens on one dedicated connection per
   * handle that reconnects by itself and then calls `onResync`; PGlite never drops. Resolves once
   * listening, so anything committed afterwards is heard. Returns the unsubscribe.
   */
  subscribe(channel: string, subscription: ChannelSubscription): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /** Connections to keep to `databaseUrl` (DATABASE_POOL_SIZE); DEFAULT_DATABASE_POOL_SIZE unless given. */
  poolSize?: number;
  /** Sees every statement with its parameters (the benchmark's EXPLAIN captures queries this way). */
  logger?: Logger;
}

/** Work run in every outermost transaction right before it commits, with the transaction. */
export type BeforeCommit = (tx: Database) => Promise<void>;
const beforeCommitHooks = new Set<BeforeCommit>();

/**
 * Registers work to run in every outermost `db.transaction` just before it commits; throwing rolls
 * the transaction back. The idempotency module registers its commit marker here
 * (modules/idempotency/commit-marker.ts), so the database layer knows no feature.
 */
export function onBeforeCommit(hook: BeforeCommit): void {
  beforeCommitHooks.add(hook);
}

/**
 * Makes `db.transaction(work)` run the registered hooks after `work`, inside the transaction.
 * Nested transactions (savepoints on `tx`) are not wrapped: the outermost commits.
 */
function withBeforeCommitHooks(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const result = await work(tx);
      for (const hook of beforeCommitHooks) await hook(tx as unknown as Database);
      return result;
    }, config)) as Database['transaction'];
  return db;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (DESIGN.md §2). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE, options.logger)
    : openPglite(options);
}

async function openPglite({ dataDir, logger }: DatabaseOptions): Promise<DatabaseHandle> {
  // Imported here, not at the top: PGlite (its WebAssembly PostgreSQL and the driver) costs memory
  // at import, and a server on PostgreSQL must not carry it (issue 22, docs/decisions/006).
  const { PGlite } = await import('@electric-sql/pglite');
  const isMemory = dataDir === 'memory://';
  if (!isMemory) mkdirSync(dataDir, { recursive: true });
  const client = isMemory
    ? new PGlite({ parsers: DRIZZLE_PARSERS })
    : new PGlite(dataDir, { parsers: DRIZZLE_PARSERS });
  await client.waitReady;
  return embeddedDatabaseHandle(client, { logger, close: () => client.close() });
}

/**
 * The handle over an open PGlite `client` (made with `parsers: DRIZZLE_PARSERS`); its close() runs
 * `close`. The tests hand one PGlite to file after file this way (test/test-database.ts).
 */
export async function embeddedDatabaseHandle(
  client: PGlite,
  { logger, close }: { logger?: Logger; close(): Promise<void> },
): Promise<DatabaseHandle> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  let isClosed = false;
  return {
    // Keyed writes mark their Idempotency-Key claim in their own transaction (commit-marker.ts).
    db: withBeforeCommitHooks(
      drizzlePglite(withPreparedStatements(client, { maxStatements: 500, parsersOnClient: true }), {
        schema,
        logger,
      }) as unknown as Database,
    ),
    kind: 'pglite',
    async ping() {
      if (isClosed) throw new Error('Database is closed');
      await client.query('select 1');
    },
    async queryRows<T>(statement: string) {
      return (await client.query<T>(statement)).rows;
    },
    listen(channel, listener) {
      return client.listen(channel, listener);
    },
    subscribe(channel, subscription) {
      return client.listen(channel, (payload) => subscription.onMessage(payload));
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await close();
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize: number, logger?: Logger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5000 });
  // A client losing its connection must not crash the process. Idle ones report to the pool; a
  // client checked out for a transaction has no listener of the pool's while it waits between
  // statements, so PostgreSQL shutting down then would be an unhandled 'error' event. Its next
  // statement fails instead, the transaction rolls back, and the pool drops the broken client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  createStatementNamer().install(pool);
  const listener = createPgListener(databaseUrl);
  let isClosed = false;
  return {
    db: withBeforeCommitHooks(drizzlePg(pool, { schema, logger }) as unknown as Database),
    kind: 'postgres',
    async ping() {
      if (isClosed) throw new Error('Database is closed');
      await pool.query('select 1');
    },
    async queryRows<T>(statement: string) {
      return (await pool.query(statement)).rows as T[];
    },
    subscribe(channel, subscription) {
      return listener.subscribe(channel, subscription);
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await listener.close();
      await pool.end();
    },
  };
}
