import { statSync } from 'node:fs';
import { assertClosedPgliteDir, type DatabaseLocation, describeLocation, withLocation } from './database-location.ts';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportEnd,
  type ExportHeader,
  type TableEnd,
  type TableStart,
} from './export-format.ts';
import {
  codeMigrationLevel,
  compareWithCode,
  databaseMigrationLevel,
  describeLevel,
  type MigrationLevel,
} from './migration-level.ts';
import { inTransaction, quoteIdentifier, type SqlSession } from './sql-session.ts';
import { orderForInsert, readTables, SKIPPED_TABLES, type TableShape } from './table-catalog.ts';
import { digestTableRows } from './table-rows.ts';
import { TransferError } from './transfer-error.ts';
import { assertNewFile, writeGzipLines, writeThroughPartial } from './transfer-files.ts';

export interface TransferSummary {
  migration: MigrationLevel;
  tables: number;
  rows: number;
  /** The export file's size. */
  bytes: number;
  milliseconds: number;
}

/** The level an export may be taken at: this code's (older first needs `db:migrate`, which the server also runs). */
async function exportableLevel(session: SqlSession, location: DatabaseLocation): Promise<MigrationLevel> {
  const level = await databaseMigrationLevel(session);
  if (!level) {
    throw new TransferError(`${describeLocation(location)} has no tables of this app (no migration applied).`);
  }
  if (compareWithCode(level) === 'older') {
    throw new TransferError(
      `${describeLocation(location)} is at ${describeLevel(level)}, this code at ${describeLevel(codeMigrationLevel())}: ` +
        'run npm run db:migrate on it first (the server does at start), then export.',
    );
  }
  return level;
}

async function sequencesOf(session: SqlSession, table: TableShape): Promise<TableStart['sequences']> {
  const sequences: TableStart['sequences'] = [];
  for (const { column, sequence } of table.sequences) {
    // pg_get_serial_sequence() names it ready for SQL (schema-qualified, quoted where needed).
    const [row] = await session.rows(`select last_value::text, is_called from ${sequence}`);
    sequences.push({ column, lastValue: String(row?.[0]), isCalled: row?.[1] === true });
  }
  return sequences;
}

/** Writes the export file from the session's open snapshot; returns what a summary needs but the file's size. */
async function writeExport(
  session: SqlSession,
  location: DatabaseLocation,
  file: string,
): Promise<Pick<TransferSummary, 'migration' | 'tables' | 'rows'>> {
  const migration = await exportableLevel(session, location);
  const tables = orderForInsert(await readTables(session));
  const header: ExportHeader = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    source: location.kind,
    migration,
    skippedTables: Object.keys(SKIPPED_TABLES),
  };
  let rows = 0;
  await writeThroughPartial(file, (partial) =>
    writeGzipLines(partial, async (writeLine) => {
      await writeLine(JSON.stringify(header));
      for (const table of tables) {
        const start: TableStart = {
          kind: 'table',
          table: table.name,
          columns: table.columns,
          sequences: await sequencesOf(session, table),
        };
        await writeLine(JSON.stringify(start));
        const written = await digestTableRows(session, table, (row) => writeLine(JSON.stringify(row)));
        // The pages must add up to the table, in this snapshot: a safeguard against a paging mistake.
        const [held] = await session.rows(`select count(*) from ${quoteIdentifier(table.name)}`);
        if (Number(held?.[0]) !== written.rows) {
          throw new Error(
            `Read ${written.rows} rows of ${table.name}, which holds ${held?.[0]}: nothing was exported.`,
          );
        }
        rows += written.rows;
        const end: TableEnd = { kind: 'tableEnd', table: table.name, rows: written.rows, digest: written.digest };
        await writeLine(JSON.stringify(end));
      }
      const end: ExportEnd = { kind: 'end', tables: tables.length, rows };
      await writeLine(JSON.stringify(end));
    }),
  );
  return { migration, tables: tables.length, rows };
}

/**
 * Writes every data table of the database to `file` (export-format.ts), from one snapshot. The
 * embedded database must be closed (no server running on it); PostgreSQL may stay in use.
 */
export async function exportDatabase(location: DatabaseLocation, file: string): Promise<TransferSummary> {
  assertNewFile(file);
  if (location.kind === 'pglite') assertClosedPgliteDir(location.dataDir);
  const started = performance.now();
  return withLocation(location, async ({ session }) => {
    const written = await inTransaction(session, 'begin isolation level repeatable read read only', () =>
      writeExport(session, location, file),
    );
    return { ...written, bytes: statSync(file).size, milliseconds: performance.now() - started };
  });
}
