import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * `ORDER BY x DESC` sorts nulls first. An index built `DESC NULLS LAST` (drizzle's `.desc()`
 * alone) cannot serve it, and every page then sorts the whole table: 288 ms instead of 0.4 ms for
 * the question list at 100,000 rows (docs/performance.md). Descending index columns must say
 * `.desc().nullsFirst()`.
 */
let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database: handle, drop } = await openTestDatabase());
  await migrateDatabase(handle);
}, 60_000);

afterAll(async () => {
  await drop();
});

describe('indexes', () => {
  it('has no descending index column that ORDER BY … DESC cannot walk', async () => {
    const result = await handle.db.execute(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' and indexdef like '%DESC NULLS LAST%'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('foreign keys', () => {
  // Deleting or updating the row a key points at (an account above all: issue 35's deletion) looks
  // up the rows that point at it. Without an index that starts with the key, every such delete
  // scans the whole referencing table (migration 0033 added the sixteen that were missing).
  it('each have an index whose first column is the key', async () => {
    const result = await handle.db.execute(sql`
      select c.conrelid::regclass::text || '.' || a.attname as key
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and cardinality(c.conkey) = 1
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
      order by 1`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
