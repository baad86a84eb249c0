import { createRowDigest, type Row } from './export-format.ts';
import { quoteIdentifier, type SqlSession } from './sql-session.ts';
import type { TableShape } from './table-catalog.ts';

const PAGE_ROWS = 2000;

/**
 * Every row of a table as the text form of each column, a page at a time in primary-key order
 * (keyset pagination: memory stays flat whatever the table's size). Run inside one transaction
 * so the pages are one snapshot.
 */
export async function* readTableRows(
  session: SqlSession,
  table: TableShape,
  pageRows = PAGE_ROWS,
): AsyncGenerator<Row> {
  const columns = table.columns.map((column) => `${quoteIdentifier(column.name)}::text`).join(', ');
  const from = quoteIdentifier(table.name);
  if (table.primaryKey.length === 0) {
    for (const row of await session.rows(`select ${columns} from ${from}`)) yield row as Row;
    return;
  }
  const keyPositions = table.primaryKey.map((name) => table.columns.findIndex((column) => column.name === name));
  // Qualified: a bare name in ORDER BY would sort by the select list's text copy of the column.
  const keyColumns = table.primaryKey.map((name) => `${from}.${quoteIdentifier(name)}`).join(', ');
  const keyParams = keyPositions
    .map((position, index) => `$${index + 1}::text::${table.columns[position]?.type}`)
    .join(', ');
  const first = `select ${columns} from ${from} order by ${keyColumns} limit ${pageRows}`;
  const next = `select ${columns} from ${from} where (${keyColumns}) > (${keyParams}) order by ${keyColumns} limit ${pageRows}`;
  let page = (await session.rows(first)) as Row[];
  while (page.length > 0) {
    yield* page;
    const last = page.at(-1);
    if (page.length < pageRows || !last) return;
    page = (await session.rows(
      next,
      keyPositions.map((position) => last[position]),
    )) as Row[];
  }
}

/**
 * A table's row count and digest (export-format.ts) read the same way on both sides: the export
 * records them while it writes each row (`onRow`), the import reads the loaded table back and
 * compares.
 */
export async function digestTableRows(
  session: SqlSession,
  table: TableShape,
  onRow?: (row: Row) => Promise<void>,
): Promise<{ rows: number; digest: string }> {
  const digest = createRowDigest();
  let rows = 0;
  for await (const row of readTableRows(session, table)) {
    digest.add(row);
    rows++;
    if (onRow) await onRow(row);
  }
  return { rows, digest: digest.value() };
}

/**
 * Inserts rows in batches of multi-row INSERTs, each value through its type's input function
 * (`$n::text::type`). Identity columns keep their values (OVERRIDING SYSTEM VALUE).
 */
export function createTableWriter(session: SqlSession, table: TableShape, columnNames: readonly string[]) {
  const types = columnNames.map((name) => table.columns.find((column) => column.name === name)?.type ?? 'text');
  // Well under PostgreSQL's 65,535 parameters a statement.
  const batchRows = Math.max(1, Math.min(500, Math.floor(20_000 / Math.max(1, columnNames.length))));
  const head = `insert into ${quoteIdentifier(table.name)} (${columnNames.map(quoteIdentifier).join(', ')})${
    table.hasIdentity ? ' overriding system value' : ''
  } values `;
  let batch: Row[] = [];

  async function flush() {
    if (batch.length === 0) return;
    const tuples = batch.map(
      (_, rowIndex) =>
        `(${types.map((type, columnIndex) => `$${rowIndex * types.length + columnIndex + 1}::text::${type}`).join(', ')})`,
    );
    await session.run(head + tuples.join(', '), batch.flat());
    batch = [];
  }

  return {
    async add(row: Row) {
      batch.push(row);
      if (batch.length >= batchRows) await flush();
    },
    flush,
  };
}
