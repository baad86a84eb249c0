import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './test-database.ts';

const count = async (database: Awaited<ReturnType<typeof openTestDatabase>>['database'], table: string) =>
  (await database.queryRows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

/**
 * On PGlite a test file's database is a used one emptied back to the migrated state (it starts in
 * 0.1 s instead of 1.4 s); each file must still see exactly what a fresh database would hold.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a test file’s database on PGlite', () => {
  it('holds nothing of the file before it, and again what the migrations left', async () => {
    const first = await openTestDatabase();
    const ledgerAccounts = await count(first.database, 'ledger_accounts');
    const generations = await count(first.database, 'read_cache_generations');
    expect(ledgerAccounts).toBeGreaterThan(0);
    await first.database.db.execute(sql`delete from ledger_postings`);
    await first.database.db.execute(sql`delete from ledger_transactions`);
    await first.database.db.execute(sql`delete from ledger_accounts`);
    await first.database.db.execute(sql`insert into read_cache_generations (scope, generation) values ('scratch', 7)`);
    await first.database.db.execute(sql`update read_cache_generations set generation = generation + 100`);
    await first.database.db.execute(sql`set statement_timeout = 1234`);
    await first.drop();

    const second = await openTestDatabase();
    try {
      expect(await count(second.database, 'ledger_accounts')).toBe(ledgerAccounts);
      expect(await count(second.database, 'read_cache_generations')).toBe(generations);
      const bumped = await second.database.queryRows<{ n: number }>(
        'select count(*)::int as n from read_cache_generations where generation >= 100',
      );
      expect(bumped[0]?.n).toBe(0);
      const [setting] = await second.database.queryRows<{ statement_timeout: string }>('show statement_timeout');
      expect(setting?.statement_timeout).toBe('0');
    } finally {
      await second.drop();
    }
  });

  it('refuses every query once closed, so work left running cannot reach the next file', async () => {
    const opened = await openTestDatabase();
    const { db } = opened.database;
    await opened.database.close();
    await expect(db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: 'Database is closed' } });
    await expect(opened.database.ping()).rejects.toThrow('Database is closed');
    await opened.drop();
  });

  it('is not reused once a test changed the schema', async () => {
    const first = await openTestDatabase();
    await first.database.db.execute(sql`create table scratch_table (id int)`);
    await first.drop();
    const second = await openTestDatabase();
    try {
      const tables = await second.database.queryRows<{ n: number }>(
        `select count(*)::int as n from pg_tables where tablename = 'scratch_table'`,
      );
      expect(tables[0]?.n).toBe(0);
    } finally {
      await second.drop();
    }
  });
});
