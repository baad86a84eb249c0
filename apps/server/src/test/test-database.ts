import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite as Pglite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, embeddedDatabaseHandle, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { DRIZZLE_PARSERS } from '../db/pglite-prepared.ts';
import { MIGRATIONS_DIR } from '../lib/server-paths.ts';

/**
 * The data directory of an in-memory PGlite with every migration applied, made once per test
 * worker, and what its tables hold then (the ledger's platform accounts, the read cache's
 * generations), from which a used database is reset.
 */
interface MigratedPglite {
  dump: Blob;
  /** The tables a reset empties: a database whose tables changed fails the fingerprint and is closed instead. */
  tables: string[];
  rows: { table: string; json: string }[];
  fingerprint: string;
}
let migratedPglite: Promise<MigratedPglite> | undefined;

async function dumpMigratedPglite(): Promise<MigratedPglite> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    const tables = await publicTables(client);
    const rows: MigratedPglite['rows'] = [];
    for (const table of tables) {
      const { rows: found } = await client.query<{ json: string | null }>(
        `select json_agg(t)::text as json from public."${table}" t`,
      );
      if (found[0]?.json) rows.push({ table, json: found[0].json });
    }
    return { dump: await client.dumpDataDir('none'), tables, rows, fingerprint: await schemaFingerprint(client) };
  } finally {
    await client.close();
  }
}

async function publicTables(client: Pglite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

/**
 * What a test could change of the schema itself (tables, columns, indexes, constraints, functions,
 * triggers, applied migrations): a database whose fingerprint moved is closed, not reused.
 */
async function schemaFingerprint(client: Pglite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(`
    select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
      select c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname || ':' || a.atttypid::text || ':' || a.attnotnull::text, '') as item
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      union all select 'constraint:' || conname || ':' || contype::text from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
      union all select 'function:' || proname || ':' || md5(prosrc) from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
      union all select 'trigger:' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
      union all select 'migrations:' || count(*) from drizzle.__drizzle_migrations
    ) items`);
  return rows[0]?.fingerprint ?? '';
}

/**
 * Used in-memory databases, reset to the migrated state and ready for the next test file of this
 * worker. Starting a PGlite from the dump took ~1.4 s on a 2-core CI machine (2026-12-02), most of
 * an API test file's set-up, 130-odd times per run; emptying one takes ~0.1 s.
 */
const idlePglites: Pglite[] = [];
const MAX_IDLE_PGLITES = 2;

/**
 * `client` as a test's database sees it until `revoke()`: from then on every query through it
 * fails as on a closed database (work a test left running must not write into the next file's
 * database), and what it listened to is unlistened.
 */
function revocable(client: Pglite) {
  let revoked = false;
  const unlistens = new Set<() => Promise<void>>();
  const closed = () => Promise.reject(new Error('Database is closed'));
  const view = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'listen') {
        return async (channel: string, listener: (payload: string) => void) => {
          if (revoked) return closed();
          const unlisten = await target.listen(channel, listener);
          const once = async () => {
            if (!unlistens.delete(once)) return;
            await unlisten();
          };
          unlistens.add(once);
          return once;
        };
      }
      if (property === 'query' || property === 'exec' || property === 'transaction' || property === 'sql')
        return (...args: unknown[]) => (revoked ? closed() : value.apply(target, args));
      return value.bind(target);
    },
  });
  return {
    client: view,
    async revoke() {
      revoked = true;
      for (const unlisten of [...unlistens]) await unlisten().catch(() => {});
    },
  };
}

/** Empties every table, puts back what the migrations left in them, and forgets the session's state. */
async function resetPglite(client: Pglite, migrated: MigratedPglite): Promise<boolean> {
  try {
    await client.exec('rollback');
    await client.exec(
      `truncate ${migrated.tables.map((table) => `public."${table}"`).join(', ')} restart identity cascade`,
    );
    // The rows as they were, in any order: no foreign key or trigger fires while they go back.
    await client.exec('set session_replication_role = replica');
    for (const { table, json } of migrated.rows) {
      await client.query(
        `insert into public."${table}" select * from json_populate_recordset(null::public."${table}", $1::json)`,
        [json],
      );
    }
    await client.exec('discard all');
    return (await schemaFingerprint(client)) === migrated.fingerprint;
  } catch {
    return false;
  }
}

async function openTestPglite(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  migratedPglite ??= dumpMigratedPglite();
  const migrated = await migratedPglite;
  const { PGlite } = await import('@electric-sql/pglite');
  let client = idlePglites.pop();
  if (!client) {
    client = new PGlite({ parsers: DRIZZLE_PARSERS, loadDataDir: migrated.dump });
    await client.waitReady;
  }
  const owned = client;
  const view = revocable(owned);
  // A test may close its database on purpose (to see what a request does then): it is closed for
  // that test, and the PGlite underneath is still reset and reused.
  const database = await embeddedDatabaseHandle(view.client, { close: () => view.revoke() });
  return {
    database,
    async drop() {
      await database.close();
      const reusable = idlePglites.length < MAX_IDLE_PGLITES && (await resetPglite(owned, migrated));
      if (reusable) idlePglites.push(owned);
      else await owned.close().catch(() => {});
    },
  };
}

/**
 * One fresh, migrated database per test file (DESIGN.md §9): an in-memory PGlite by default, or a
 * new database on the throwaway PostgreSQL server when TEST_DATABASE_URL is set (scripts/test.mjs
 * does). Migrating it again is harmless: every migration is already recorded as applied.
 */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openTestPglite();
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
