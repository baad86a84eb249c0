import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertClosedPgliteDir, isEmptyDirectory } from './database-location.ts';
import { databaseMigrationLevel, type MigrationLevel } from './migration-level.ts';
import { openPgliteSession } from './sql-session.ts';
import { TransferError } from './transfer-error.ts';
import { writeThroughPartial } from './transfer-files.ts';

async function openPglite(dataDir: string, loadDataDir?: Blob) {
  // Loaded here: the PostgreSQL commands never need PGlite (docs/decisions/006).
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dataDir, loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  return client;
}

/** The embedded database's own data dump (PGlite's dumpDataDir): its whole directory as a gzipped tarball. */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  assertClosedPgliteDir(dataDir);
  await writeThroughPartial(file, async (partial) => {
    const client = await openPglite(dataDir);
    try {
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  });
  return { bytes: statSync(file).size };
}

/**
 * Creates the embedded database in `dataDir`, which must be absent or empty, from a backup;
 * returns its migration level (read back, which proves it opens).
 */
export async function restorePglite(file: string, dataDir: string): Promise<{ migration: MigrationLevel | null }> {
  if (!isEmptyDirectory(dataDir)) {
    throw new TransferError(
      `${dataDir} is not empty: db:restore creates the embedded database in an empty directory, so that nothing is overwritten. Move it aside or give another --data-dir. Nothing was changed.`,
    );
  }
  const existed = existsSync(dataDir);
  try {
    const client = await openPglite(dataDir, new Blob([readFileSync(file)]));
    try {
      return { migration: await databaseMigrationLevel(await openPgliteSession(client)) };
    } finally {
      await client.close();
    }
  } catch (error) {
    // Whatever a failed restore wrote would make the directory look like a database.
    if (existed) {
      for (const entry of readdirSync(dataDir)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    } else {
      rmSync(dataDir, { recursive: true, force: true });
    }
    throw error;
  }
}
