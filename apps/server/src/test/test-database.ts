import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

/**
 * One database per test file (DESIGN.md §9): in-memory PGlite by default, or a fresh database
 * on the throwaway PostgreSQL server when TEST_DATABASE_URL is set (scripts/test.mjs does).
 */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    async drop() {
      await database.close();
      await dropScratchDatabase(serverUrl, name);
    },
  };
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
