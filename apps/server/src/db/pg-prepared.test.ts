import { EventEmitter } from 'node:events';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createStatementNamer } from './pg-prepared.ts';

/** A pool that hands out one recording client, as pg.Pool's 'connect' event does. */
function recordingPool(maxStatements = 500) {
  const sent: unknown[] = [];
  const pool = new EventEmitter() as unknown as pg.Pool;
  const namer = createStatementNamer({ maxStatements });
  namer.install(pool);
  const client = {
    query(config: unknown) {
      sent.push(config);
      return Promise.resolve({ rows: [] });
    },
  } as unknown as pg.PoolClient;
  (pool as unknown as EventEmitter).emit('connect', client);
  return { client, sent, namer };
}

/** The PostgreSQL server of the PostgreSQL run (scripts/test.mjs); unset on PGlite. */
const TEST_SERVER_URL = process.env.TEST_DATABASE_URL;

const nameOf = (config: unknown) => (config as { name?: string }).name;

describe('named statements on PostgreSQL', () => {
  it('names a data statement from its second call on, after a hash of its text', async () => {
    const { client, sent } = recordingPool();
    const text = 'select * from users where id = $1';
    for (let call = 0; call < 3; call++) await client.query({ text, rowMode: 'array' }, ['a']);
    expect(nameOf(sent[0])).toBeUndefined();
    expect(nameOf(sent[1])).toMatch(/^named_[0-9a-f]{20}$/);
    expect(sent[2]).toEqual({ text, rowMode: 'array', name: nameOf(sent[1]) });
  });

  it('gives the same text the same name on every connection, and another text another name', async () => {
    const first = recordingPool();
    const second = recordingPool();
    for (const { client } of [first, second]) {
      for (let call = 0; call < 2; call++) await client.query('update tasks set title = $1', ['x']);
    }
    expect(nameOf(first.sent[1])).toBe(nameOf(second.sent[1]));
    await first.client.query('update tasks set done = $1', [true]);
    await first.client.query('update tasks set done = $1', [true]);
    expect(nameOf(first.sent[3])).not.toBe(nameOf(first.sent[1]));
  });

  it('leaves transaction control, DDL and a statement drizzle already named as they are', async () => {
    const { client, sent } = recordingPool();
    for (let call = 0; call < 2; call++) {
      await client.query('begin');
      await client.query('create index if not exists x on y (z)');
      await client.query({ text: 'select 1', name: 'questions_page' });
    }
    expect(sent.slice(3)).toEqual([
      'begin',
      'create index if not exists x on y (z)',
      { text: 'select 1', name: 'questions_page' },
    ]);
  });

  it('names at most maxStatements texts; the others keep running unnamed', async () => {
    const { client, sent, namer } = recordingPool(2);
    for (const text of ['select 1', 'select 2', 'select 3']) {
      await client.query(text);
      await client.query(text);
    }
    expect(namer.size).toBe(2);
    expect(sent.at(-1)).toBe('select 3');
  });

  describe.skipIf(!TEST_SERVER_URL)('on a real server', () => {
    it('prepares the statement once per connection and answers each call with its own values', async () => {
      const pool = new pg.Pool({ connectionString: TEST_SERVER_URL, max: 1 });
      createStatementNamer().install(pool);
      try {
        const answers = [];
        for (const value of [1, 2, 3]) answers.push((await pool.query('select $1::int + 1 as n', [value])).rows[0].n);
        expect(answers).toEqual([2, 3, 4]);
        const prepared = await pool.query(
          "select count(*)::int as n from pg_prepared_statements where name like 'named_%'",
        );
        expect(prepared.rows[0].n).toBe(1);
        const client = await pool.connect();
        try {
          await client.query('begin');
          expect((await client.query('select $1::int + 1 as n', [41])).rows[0].n).toBe(42);
          await client.query('commit');
        } finally {
          client.release();
        }
      } finally {
        await pool.end();
      }
    });
  });
});
