import type { ExportEnd, Row, TableEnd, TableStart } from './export-format.ts';
import { checkTableStart } from './import-checks.ts';
import { quoteIdentifier, type SqlSession } from './sql-session.ts';
import type { TableShape } from './table-catalog.ts';
import { createTableWriter, digestTableRows } from './table-rows.ts';
import { TransferError } from './transfer-error.ts';

/** Sets each identity/serial sequence past both the largest id loaded and where the source had it. */
async function restoreSequences(session: SqlSession, table: TableShape, start: TableStart) {
  for (const saved of start.sequences) {
    const target = table.sequences.find((sequence) => sequence.column === saved.column);
    if (!target) continue;
    await session.run(
      `select case when position >= 1 then setval($1::regclass, position, true) else setval($1::regclass, 1, false) end
       from (select greatest(coalesce(max(${quoteIdentifier(saved.column)}), 0),
                             $2::bigint - case when $3::boolean then 0 else 1 end) as position
             from ${quoteIdentifier(table.name)}) as loaded`,
      [target.sequence, saved.lastValue, saved.isCalled],
    );
  }
}

interface OpenTable {
  start: TableStart;
  table: TableShape;
  writer: ReturnType<typeof createTableWriter>;
  rows: number;
}

/**
 * Inserts the tables of an export, read line by line after its header, into the session's open
 * transaction. Each table is checked when it ends: its row count and digest against the file, as
 * read back from the database, so what arrived is exactly what left. Returns the totals; throws
 * (the caller rolls back) on anything out of place, or a file without its end.
 */
export async function loadTables(
  session: SqlSession,
  file: string,
  lines: AsyncIterable<string>,
  tables: readonly TableShape[],
): Promise<{ tables: number; rows: number }> {
  const damaged = (what: string) => new TransferError(`${file} is damaged: ${what}.`);
  const byName = new Map(tables.map((table) => [table.name, table]));
  const loaded = new Set<string>();
  let current: OpenTable | null = null;
  let rows = 0;
  let end: ExportEnd | null = null;
  let lineNumber = 1;

  for await (const line of lines) {
    lineNumber++;
    if (end) throw damaged(`line ${lineNumber} comes after its end`);
    let item: Row | TableStart | TableEnd | ExportEnd;
    try {
      item = JSON.parse(line);
    } catch {
      throw damaged(`line ${lineNumber} is not JSON`);
    }
    if (Array.isArray(item)) {
      if (!current || item.length !== current.start.columns.length) {
        throw damaged(`line ${lineNumber} is a row that fits no table`);
      }
      await current.writer.add(item);
      current.rows++;
    } else if (item.kind === 'table') {
      if (current || loaded.has(item.table)) throw damaged(`table ${item.table} starts out of place`);
      const table = checkTableStart(item, byName.get(item.table), loaded);
      const columns = item.columns.map((column) => column.name);
      current = { start: item, table, writer: createTableWriter(session, table, columns), rows: 0 };
    } else if (item.kind === 'tableEnd') {
      if (current?.start.table !== item.table || current.rows !== item.rows) {
        throw damaged(`table ${item.table} does not end as it began`);
      }
      await current.writer.flush();
      // What the table now holds, read back the way the export read it.
      const stored = await digestTableRows(session, current.table);
      if (stored.rows !== item.rows || stored.digest !== item.digest) {
        throw new TransferError(
          `Table ${item.table} reads back differently from the file (${stored.rows} rows, ${item.rows} in the file): nothing was imported.`,
        );
      }
      await restoreSequences(session, current.table, current.start);
      loaded.add(item.table);
      rows += current.rows;
      current = null;
    } else if (item.kind === 'end') {
      end = item;
    } else {
      throw damaged(`line ${lineNumber} is neither a row nor a marker`);
    }
  }
  if (!end || current || end.rows !== rows || end.tables !== loaded.size) {
    throw new TransferError(`${file} is cut short (it has no proper end): copy it again. Nothing was imported.`);
  }
  const absent = tables.filter((table) => !loaded.has(table.name)).map((table) => table.name);
  if (absent.length > 0) throw new TransferError(`${file} has no table ${absent.join(', ')}: nothing was imported.`);
  return { tables: loaded.size, rows };
}
