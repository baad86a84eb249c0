import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { MIGRATIONS_DIR } from '../lib/server-paths.ts';

/**
 * The data directory of an in-memory PGlite with every migration applied, made once per test
 * worker: a database loaded from it is ready in ~0.45 s, where an empty one takes ~1.2 s to
 * initialise and ~0.4 s more to migrate (measured 2026-11-29, issue 35).
 */
let migratedPglite: Promise<Blob> | undefined;

async function dumpMigratedPglite(): Promise<Blob> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * One fresh, migrated database per test file (DESIGN.md §9): an in-memory PGlite by default, or a
 * new database on the throwaway PostgreSQL server when TEST_DATABASE_URL is set (scripts/test.mjs
 * does). Migrating it again is harmless: every migration is already recorded as applied.
 */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    migratedPglite ??= dumpMigratedPglite();
    const database = await openDatabase({ dataDir: 'memory://', initialData: await migratedPglite });
    return { database, drop: () => database.close() };
  }
  migratedTemplate ??= createMigratedTemplate(serverUrl);
  const template = await migratedTemplate;
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: 'memory://' });
  return {
    database,
    async drop() {
      await database.close();
      await dropScratchDatabase(serverUrl, name);
    },
  };
}

/**
 * The name of a database on the test server with every migration applied, which each test's
 * database is copied from (`create database … template`): a copy is ready in a fraction of the time
 * the 30-odd migrations take. Named after the migrations' contents, so a changed migration gets a
 * template of its own; made by one test worker while the others wait on an advisory lock.
 */
let migratedTemplate: Promise<string> | undefined;

async function createMigratedTemplate(serverUrl: string): Promise<string> {
  const digest = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      digest.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const name = `template_${digest.digest('hex').slice(0, 16)}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query(`select pg_advisory_lock(hashtext('test:template'))`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    // Made under another name and renamed when complete: a run stopped half-way leaves no
    // half-migrated template behind.
    const making = `${name}_making`;
    await admin.query(`drop database if exists ${making} with (force)`);
    await admin.query(`create database ${making}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, making), dataDir: 'memory://' });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${making} rename to ${name}`);
  });
  return name;
}

/** Runs `work` on a connection of its own to `serverUrl` (any database on it), closed afterwards. */
export async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** `serverUrl` pointed at the database `name` on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a test's own database on the throwaway server, giving up after 15 s with a warning: the
 * database is then left behind on a server that is thrown away anyway. A DROP DATABASE waits for
 * every backend of the server to acknowledge it, and in fresh-clone CI runs some never finished,
 * which failed a suite whose tests had all passed.
 */
export async function dropScratchDatabase(serverUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: serverUrl, statement_timeout: 15_000 });
  try {
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
  } catch (error) {
    console.warn(`[scratch] could not drop ${name}: ${(error as Error).message}; left on the throwaway server`);
  } finally {
    await cleanup.end().catch(() => {});
  }
}
