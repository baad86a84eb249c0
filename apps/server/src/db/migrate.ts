import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/server-paths.ts';
import type { DatabaseHandle } from './client.ts';

/** Held for the whole migration, so server processes starting together on one PostgreSQL take turns. */
const MIGRATION_LOCK_SQL = `select pg_advisory_lock(hashtext('platform:migrations'))`;

/** Applies the committed SQL migrations in apps/server/drizzle; already-applied ones are skipped. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    // Loaded only here: a server on PostgreSQL never loads anything of PGlite (docs/decisions/006).
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  // Without the lock, two processes starting on a fresh database both see no migration applied and
  // the second fails on `CREATE TABLE` ("already exists"). The lock is a session lock, so the
  // migration runs on one connection taken from the pool; destroying it afterwards releases it.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const connection = await pool.connect();
  try {
    await connection.query(MIGRATION_LOCK_SQL);
    await migratePostgres(drizzlePg(connection) as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    connection.release(true);
  }
}
