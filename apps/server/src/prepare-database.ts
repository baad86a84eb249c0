import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { runSeeds } from './db/seed/run-seeds.ts';
import { refreshStaleMatchFacts } from './modules/matching/facts-refresh.ts';

/** Brings a database up to date: migrations, the demo seed when embedded, stale match facts. */
export async function prepareDatabase(database: DatabaseHandle, config: Config): Promise<void> {
  await migrateDatabase(database);
  if (database.kind === 'pglite' && config.SEED_DEMO_DATA) await runSeeds(database.db);
  // Jobs and profiles written before matching existed (or under older rules) get their facts.
  await refreshStaleMatchFacts(database.db);
}

/** Whether DATA_DIR is an embedded database directory that PGlite has not initialised yet. */
export function isNewDataDir(config: Config): boolean {
  if (config.DATABASE_URL || config.DATA_DIR === 'memory://') return false;
  return !existsSync(path.join(config.DATA_DIR, 'PG_VERSION'));
}

/**
 * The first start on a new embedded directory (issue 35): PGlite's initdb, the migrations and the
 * seed run in a short-lived child process of this same entry point, which exits when done; the
 * server then opens a ready directory, as on any later start. Run in the server itself, that first
 * initialisation left the process holding ~890 MB for good (WebAssembly memory never shrinks),
 * where a start on a ready directory holds ~370 MB.
 */
export function prepareNewDataDirInChild(config: Config): void {
  if (!isNewDataDir(config) || config.PGLITE_PREPARE_ONLY) return;
  const entry = process.argv[1];
  if (!entry) return;
  const result = spawnSync(process.execPath, [...process.execArgv, entry], {
    env: { ...process.env, PGLITE_PREPARE_ONLY: 'true' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Initialising ${config.DATA_DIR} failed (exit ${result.status})`);
}

/** The child's whole work: open the new directory, prepare it, close it. */
export async function prepareOnly(config: Config): Promise<void> {
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
  }
}
