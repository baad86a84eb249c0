import { statSync } from 'node:fs';
import type { DatabaseHandle } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import {
  assertClosedPgliteDir,
  type DatabaseLocation,
  describeLocation,
  isEmptyDirectory,
  withLocation,
} from './database-location.ts';
import type { TransferSummary } from './export-data.ts';
import { checkHeader, describeFilledTarget } from './import-checks.ts';
import { loadTables } from './load-tables.ts';
import { codeMigrationLevel, compareWithCode, databaseMigrationLevel, describeLevel } from './migration-level.ts';
import { inTransaction, quoteIdentifier, type SqlSession } from './sql-session.ts';
import {
  MIGRATION_ROWS,
  orderForInsert,
  readTables,
  readTriggers,
  TRIGGER_FUNCTIONS_ON_IMPORT,
  tablesWithRows,
} from './table-catalog.ts';
import { TransferError } from './transfer-error.ts';
import { FILE_KIND_NAMES, readGzipLines, sniffFile } from './transfer-files.ts';

async function refuseFilledTarget(session: SqlSession, location: DatabaseLocation) {
  const filled = await tablesWithRows(session);
  if (filled.length > 0) throw new TransferError(describeFilledTarget(describeLocation(location), filled));
}

/** Checks the target before anything is written (a database holding rows, perhaps not even this app's, stays as it is), then migrates it. */
async function prepareTarget(handle: DatabaseHandle, session: SqlSession, location: DatabaseLocation) {
  await refuseFilledTarget(session, location);
  const level = await databaseMigrationLevel(session);
  if (level && compareWithCode(level) === 'newer') {
    throw new TransferError(
      `${describeLocation(location)} is at ${describeLevel(level)}, newer than this code (${describeLevel(codeMigrationLevel())}). Nothing was changed.`,
    );
  }
  await migrateDatabase(handle);
}

/**
 * Runs `load` with the silenced triggers off (table-catalog.ts says which and why). ALTER TABLE is
 * transactional: if `load` throws, the rollback turns them back on.
 */
async function withSilencedTriggers<T>(session: SqlSession, load: () => Promise<T>): Promise<T> {
  const silenced = (await readTriggers(session)).filter(
    (trigger) => TRIGGER_FUNCTIONS_ON_IMPORT[trigger.functionName] === 'silence',
  );
  const alter = async (state: 'enable' | 'disable') => {
    for (const { table, name } of silenced) {
      await session.run(`alter table ${quoteIdentifier(table)} ${state} trigger ${quoteIdentifier(name)}`);
    }
  };
  await alter('disable');
  const result = await load();
  await alter('enable');
  return result;
}

/**
 * Loads an export into an empty database (PostgreSQL, or a new embedded one): migrates it to this
 * code's level, then, in one transaction, inserts every table in the file's (foreign-key) order,
 * checks each against the file and restores the sequences. Any failure rolls everything back.
 */
export async function importDatabase(location: DatabaseLocation, file: string): Promise<TransferSummary> {
  const kind = sniffFile(file);
  if (kind === 'unknown') throw new TransferError(`${file} is not a data export from npm run db:export.`);
  if (kind !== 'export') throw new TransferError(`${file} is ${FILE_KIND_NAMES[kind]}, not a data export.`);
  const started = performance.now();
  const lines = readGzipLines(file);
  try {
    const header = checkHeader(file, (await lines.next()).value ?? undefined);
    if (location.kind === 'pglite' && !isEmptyDirectory(location.dataDir)) assertClosedPgliteDir(location.dataDir);
    return await withLocation(location, async ({ handle, session }) => {
      await prepareTarget(handle, session, location);
      const loaded = await inTransaction(session, 'begin', async () => {
        const tables = orderForInsert(await readTables(session));
        // Nobody writes meanwhile; emptiness checked again under the lock.
        await session.run(
          `lock table ${tables.map((table) => quoteIdentifier(table.name)).join(', ')} in exclusive mode`,
        );
        await refuseFilledTarget(session, location);
        // What the migrations wrote (the genesis of the bounty pool) gives way to the source's own rows.
        for (const table of [...tables].reverse()) {
          if (table.name in MIGRATION_ROWS) await session.run(`delete from ${quoteIdentifier(table.name)}`);
        }
        return withSilencedTriggers(session, () => loadTables(session, file, lines, tables));
      });
      return {
        ...loaded,
        migration: header.migration,
        bytes: statSync(file).size,
        milliseconds: performance.now() - started,
      };
    });
  } finally {
    await lines.return(undefined);
  }
}
