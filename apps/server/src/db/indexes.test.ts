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
