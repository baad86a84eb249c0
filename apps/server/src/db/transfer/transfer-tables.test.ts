import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { migrateDatabase } from '../migrate.ts';
import * as schema from '../schema.ts';
import { openSqlSession, type SqlSession } from './sql-session.ts';
import {
  MIGRATION_ROWS,
  orderForInsert,
  readTables,
  readTriggers,
  SKIPPED_TABLES,
  type TableShape,
  TRIGGER_FUNCTIONS_ON_IMPORT,
  tablesWithRows,
} from './table-catalog.ts';
import { readTableRows } from './table-rows.ts';

const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

/** The transfers read tables from the catalog; these keep that list and the code's lists in step. */
describe('what db:export and db:import carry', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let session: SqlSession;
  let tables: TableShape[];
  beforeAll(async () => {
    opened = await openTestDatabase();
    await migrateDatabase(opened.database);
    session = await openSqlSession(opened.database);
    tables = await readTables(session);
  });
  afterAll(async () => {
    await session.release();
    await opened.drop();
  });

  it('exports every table of db/schema.ts except the ones it skips with a reason', () => {
    expect(tables.map((table) => table.name).sort()).toEqual(schemaTables);
    const exported = orderForInsert(tables).map((table) => table.name);
    const skipped = Object.keys(SKIPPED_TABLES);
    for (const name of skipped) expect(schemaTables).toContain(name);
    expect([...exported, ...skipped].sort()).toEqual(schemaTables);
  });

  it('inserts every table after the tables it references', () => {
    const order = orderForInsert(tables).map((table) => table.name);
    for (const table of orderForInsert(tables)) {
      for (const referenced of table.references) {
        expect(order.indexOf(referenced), `${table.name} after ${referenced}`).toBeLessThan(order.indexOf(table.name));
      }
    }
  });

  it('knows, for every trigger, whether an import lets it fire', async () => {
    const triggers = await readTriggers(session);
    expect(triggers.length).toBeGreaterThan(0);
    for (const trigger of triggers) {
      expect(TRIGGER_FUNCTIONS_ON_IMPORT, `trigger ${trigger.name} on ${trigger.table}`).toHaveProperty(
        trigger.functionName,
      );
    }
  });

  it('reads a table page by page in key order, whatever the key type', async () => {
    await session.run('create temporary table paging (kind text, id bigint, primary key (kind, id))');
    await session.run(`insert into paging select k, g from unnest(array['b', 'a']) k, generate_series(1, 12) g`);
    const table: TableShape = {
      name: 'paging',
      columns: [
        { name: 'kind', type: 'text' },
        { name: 'id', type: 'bigint' },
      ],
      primaryKey: ['kind', 'id'],
      references: [],
      hasIdentity: false,
      sequences: [],
    };
    const rows: unknown[] = [];
    for await (const row of readTableRows(session, table, 5)) rows.push(row);
    const expected = ['a', 'b'].flatMap((kind) => Array.from({ length: 12 }, (_, index) => [kind, String(index + 1)]));
    expect(rows).toEqual(expected);
    await session.run('drop table paging');
  });

  it('counts a freshly migrated database as empty: MIGRATION_ROWS describe every row the migrations write', async () => {
    expect(await tablesWithRows(session)).toEqual([]);
    for (const table of Object.keys(MIGRATION_ROWS)) {
      const [row] = await session.rows(`select count(*)::int from ${table}`);
      expect(row?.[0], table).toBeGreaterThan(0);
    }
  });
});
