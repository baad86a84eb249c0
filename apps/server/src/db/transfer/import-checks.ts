import { EXPORT_FORMAT, EXPORT_VERSION, type ExportHeader, type TableStart } from './export-format.ts';
import { codeMigrationLevel, compareWithCode, describeLevel } from './migration-level.ts';
import type { TableShape } from './table-catalog.ts';
import { TransferError } from './transfer-error.ts';

/** The header of an export this code can load: its format, and exactly this code's migration level. */
export function checkHeader(file: string, line: string | undefined): ExportHeader {
  let header: Partial<ExportHeader>;
  try {
    header = JSON.parse(line ?? '') as Partial<ExportHeader>;
  } catch {
    throw new TransferError(`${file} is not a data export from npm run db:export (its first line is not its header).`);
  }
  if (
    header.format !== EXPORT_FORMAT ||
    typeof header.version !== 'number' ||
    typeof header.migration?.createdAt !== 'number' ||
    typeof header.migration.tag !== 'string'
  ) {
    throw new TransferError(`${file} is not a data export from npm run db:export (its first line is not its header).`);
  }
  if (header.version > EXPORT_VERSION) {
    throw new TransferError(
      `${file} is in export format ${header.version}; this code reads format ${EXPORT_VERSION}. Import it with the version of the app that wrote it, or a newer one.`,
    );
  }
  const code = codeMigrationLevel();
  const comparison = compareWithCode(header.migration);
  if (comparison === 'newer') {
    throw new TransferError(
      `${file} comes from a newer version of the app (${describeLevel(header.migration)}; this code knows up to ${describeLevel(code)}). ` +
        'Update the code to the version that exported it, then import. Nothing was changed.',
    );
  }
  if (comparison === 'older') {
    throw new TransferError(
      `${file} was exported at ${describeLevel(header.migration)}, this code is at ${describeLevel(code)}. ` +
        'Import it with the version that exported it (then upgrade), or migrate the source (npm run db:migrate) and export it again. Nothing was changed.',
    );
  }
  return header as ExportHeader;
}

/**
 * A table of the file fits the target when the target has it as data, with the same stored
 * columns of the same types, and every table it references came earlier in the file.
 */
export function checkTableStart(
  start: TableStart,
  target: TableShape | undefined,
  loaded: ReadonlySet<string>,
): TableShape {
  if (!target) {
    throw new TransferError(`The file holds table ${start.table}, which this version of the app does not import.`);
  }
  const fileColumns = start.columns.map((column) => `${column.name} ${column.type}`).sort();
  const targetColumns = target.columns.map((column) => `${column.name} ${column.type}`).sort();
  if (fileColumns.join(',') !== targetColumns.join(',')) {
    throw new TransferError(
      `Table ${start.table} has other columns in the file (${fileColumns.join(', ')}) than in the database (${targetColumns.join(', ')}).`,
    );
  }
  const missing = target.references.filter((name) => !loaded.has(name));
  if (missing.length > 0) {
    throw new TransferError(`The file holds table ${start.table} before ${missing.join(', ')}, which it references.`);
  }
  // Read back and written in the file's column order.
  return { ...target, columns: start.columns.map((column) => ({ name: column.name, type: column.type })) };
}

/** Refusal when the target holds data: the import adds nothing to an existing database. */
export function describeFilledTarget(where: string, tables: readonly string[]): string {
  const shown = tables.slice(0, 5).join(', ');
  const more = tables.length > 5 ? ` and ${tables.length - 5} more` : '';
  return (
    `${where} is not empty (rows in ${shown}${more}): npm run db:import loads only into an empty database, ` +
    'so that nothing is mixed or overwritten. Give it a new, empty database (createdb). Nothing was changed.'
  );
}
