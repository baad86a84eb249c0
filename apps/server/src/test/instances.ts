import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { buildTestConfig, type Config } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import type { RateLimitOptions } from '../plugins/security.ts';
import { TEST_ADMIN_TOKEN } from './build-test-app.ts';
import { dropScratchDatabase } from './test-database.ts';

/** The PostgreSQL server of the multi-instance tests (scripts/test.mjs sets it); unset, they are skipped. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_URL;
export const INSTANCES_SKIPPED = TEST_SERVER_URL
  ? ''
  : ' (skipped: TEST_DATABASE_URL is not set; only PostgreSQL is shared by processes)';

/** Runs one statement on its own connection (to `url`, by default the server's own database). */
export async function queryOn(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

const CLOSE_STEP_MS = 10_000;

/** What every other session of the server is doing and waiting for (for a close that hung), within 5 s. */
async function describeSessions(server: string): Promise<string> {
  const reading = queryOn(
    server,
    `select pid, datname, application_name, state, wait_event_type, wait_event, left(query, 80) as query,
       (select string_agg(mode || ' on ' || locktype, ', ') from pg_locks l where l.pid = a.pid and not l.granted) as waiting_for
     from pg_stat_activity a where backend_type = 'client backend' and pid <> pg_backend_pid()`,
  ).then(
    (result) => JSON.stringify(result.rows),
    (error: Error) => `unreadable: ${error.message}`,
  );
  const late = new Promise<string>((resolve) => setTimeout(() => resolve('no answer within 5 s'), 5_000).unref());
  return Promise.race([reading, late]);
}

/**
 * Waits for one step of closing, at most 10 s, then says which step hung and goes on: dropping the
 * database with force ends whatever it was waiting for, and prints what every session of the
 * server was waiting for then. A safety net: in fresh-clone CI runs closing an instance hung on a
 * server the other test files had used (the cause is not found; scripts/test.mjs now gives these
 * suites a fresh server).
 */
async function settleWithin(closing: Promise<unknown>, step: string, server: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<void>((resolve) => {
    timer = setTimeout(async () => {
      console.warn(`[instances] closing ${step} did not finish within ${CLOSE_STEP_MS} ms; going on`);
      console.warn(`[instances] the server's sessions then: ${await describeSessions(server)}`);
      resolve();
    }, CLOSE_STEP_MS);
  });
  await Promise.race([closing.catch(() => undefined), hung]);
  clearTimeout(timer);
}

export interface Instances {
  apps: FastifyInstance[];
  handles: DatabaseHandle[];
  /** The fresh database they share. */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * `count` server instances on one fresh database of TEST_SERVER_URL's server, each with its own
 * pool and listening connection, as separate processes would have them; `listen` also opens each
 * on a port (for streams over real HTTP). `close` stops them and drops the database.
 */
export async function startInstances(
  count: number,
  options: { rateLimit?: Partial<RateLimitOptions>; listen?: boolean; config?: Partial<Config> } = {},
): Promise<Instances> {
  const server = TEST_SERVER_URL ?? '';
  const name = `test_${randomBytes(6).toString('hex')}`;
  await queryOn(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const instances: Instances = {
    apps: [],
    handles: [],
    databaseUrl: url.toString(),
    async close() {
      for (const [index, app] of instances.apps.entries()) {
        const closing = app.close();
        // A stream's connection outlives its client's abort (undici keeps the socket until its
        // keep-alive ends, 4 s): the server would wait for it.
        app.server.closeAllConnections();
        await settleWithin(closing, `app ${index}`, server);
      }
      for (const [index, handle] of instances.handles.entries())
        await settleWithin(handle.close(), `database handle ${index}`, server);
      await dropScratchDatabase(server, name);
    },
  };
  for (let index = 0; index < count; index++) {
    const database = await openDatabase({ databaseUrl: instances.databaseUrl, dataDir: 'memory://' });
    instances.handles.push(database);
    const app = await buildApp({
      config: buildTestConfig({ SEED_DEMO_DATA: false, ...options.config }),
      database,
      adminToken: TEST_ADMIN_TOKEN,
      serveWeb: false,
      aiScheduler: false,
      deliveryWork: false,
      unreadCompaction: false,
      ...(options.rateLimit && { rateLimit: options.rateLimit }),
    });
    instances.apps.push(app);
    if (options.listen) await app.listen({ host: '127.0.0.1', port: 0 });
    else await app.ready();
  }
  return instances;
}
