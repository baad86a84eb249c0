import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../client.ts';

/**
 * One connection, straight on the driver: the transfers need a transaction that spans many
 * statements, session settings and rows as arrays of text, which the query builder does not give.
 */
export interface SqlSession {
  /** Rows as arrays of values in select-list order. */
  rows(statement: string, params?: readonly unknown[]): Promise<unknown[][]>;
  run(statement: string, params?: readonly unknown[]): Promise<void>;
  release(): Promise<void>;
}

/**
 * Every value is read as PostgreSQL's own text form (`column::text`) and written back through the
 * type's input function (`$1::text::type`), so no value passes through a JavaScript type on the
 * way: bytea, jsonb, numerics, bigints and timestamps arrive exactly. These settings fix the text
 * forms that depend on the session (float digits: the shortest exact form since PostgreSQL 12).
 */
const SESSION_SETTINGS = [
  `set TimeZone = 'UTC'`,
  `set DateStyle = 'ISO, YMD'`,
  `set IntervalStyle = 'postgres'`,
  'set extra_float_digits = 3',
  `set bytea_output = 'hex'`,
];

export async function openSqlSession(handle: DatabaseHandle): Promise<SqlSession> {
  return handle.kind === 'pglite'
    ? openPgliteSession((handle.db as unknown as { $client: PGlite }).$client)
    : withSettings(await postgresSession(handle));
}

/** The embedded database is one connection: the session is the database itself. */
export function openPgliteSession(client: PGlite): Promise<SqlSession> {
  return withSettings({
    async rows(statement, params = []) {
      return (await client.query<unknown[]>(statement, [...params], { rowMode: 'array' })).rows;
    },
    async run(statement, params = []) {
      await client.query(statement, [...params]);
    },
    async release() {},
  });
}

async function withSettings(session: SqlSession): Promise<SqlSession> {
  for (const setting of SESSION_SETTINGS) await session.run(setting);
  return session;
}

async function postgresSession(handle: DatabaseHandle): Promise<SqlSession> {
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  return {
    async rows(statement, params = []) {
      return (await client.query({ text: statement, values: [...params], rowMode: 'array' })).rows as unknown[][];
    },
    async run(statement, params = []) {
      await client.query(statement, [...params]);
    },
    async release() {
      // Destroyed, not returned: its session settings must not reach anyone else.
      client.release(true);
    },
  };
}

/** Runs `work` between `begin` (a BEGIN statement) and COMMIT on the session; rolls back if anything throws. */
export async function inTransaction<T>(session: SqlSession, begin: string, work: () => Promise<T>): Promise<T> {
  await session.run(begin);
  try {
    const result = await work();
    await session.run('commit');
    return result;
  } catch (error) {
    await session.run('rollback').catch(() => {});
    throw error;
  }
}

/** A double-quoted SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
