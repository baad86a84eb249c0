import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE_PARSERS, toLiteral, withPreparedStatements } from './pglite-prepared.ts';

describe('toLiteral', () => {
  it('quotes every kind of value the drivers pass', () => {
    expect(toLiteral(null)).toBe('NULL');
    expect(toLiteral(undefined)).toBe('NULL');
    expect(toLiteral("it's")).toBe("'it''s'");
    expect(toLiteral(42)).toBe("'42'");
    expect(toLiteral(true)).toBe("'t'");
    expect(toLiteral(new Date('2026-11-25T10:00:00.000Z'))).toBe("'2026-11-25T10:00:00.000Z'");
    expect(toLiteral(['a', 'b"c', 'd\\e', null])).toBe(`'{"a","b\\"c","d\\\\e",NULL}'`);
    expect(toLiteral({ key: "o'k" })).toBe(`'{"key":"o''k"}'`);
    expect(toLiteral(new Uint8Array([1, 255]))).toBe("'\\x01ff'");
  });
});

describe('withPreparedStatements', () => {
  let raw: PGlite;
  let client: PGlite;
  const statements: string[] = [];
  beforeAll(async () => {
    raw = new PGlite();
    await raw.exec(`create table items (id int primary key, name text not null, tags text[] not null default '{}',
      data jsonb not null default '{}', at timestamptz)`);
    const traced = new Proxy(raw, {
      get(object, property) {
        if (property === 'query')
          return (text: string, ...rest: unknown[]) => {
            statements.push(text);
            return (object.query as (...args: unknown[]) => unknown)(text, ...rest);
          };
        const value = Reflect.get(object, property, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
    client = withPreparedStatements(traced);
  });
  afterAll(() => raw.close());

  it('prepares a statement the second time it runs, and gives the same rows as a plain query', async () => {
    const insert = 'insert into items (id, name, tags, data, at) values ($1, $2, $3, $4, $5) returning *';
    const at = new Date('2026-11-25T10:00:00.000Z');
    const first = await client.query(insert, [1, "Ann's", ['x', 'y "z"'], JSON.stringify({ a: 1 }), at]);
    const second = await client.query(insert, [2, 'Bob', [], JSON.stringify({ b: "it's" }), null]);
    expect(first.rows).toEqual([{ id: 1, name: "Ann's", tags: ['x', 'y "z"'], data: { a: 1 }, at }]);
    expect(second.rows).toEqual([{ id: 2, name: 'Bob', tags: [], data: { b: "it's" }, at: null }]);
    expect(statements.some((text) => text.startsWith('prepare prepared_'))).toBe(true);
    expect(statements.at(-1)).toMatch(/^execute prepared_\d+\('2', 'Bob', '\{\}', /);
    const select = 'select name from items where id = any($1) order by id';
    await client.query(select, [[1, 2]]);
    expect((await client.query(select, [[1, 2]])).rows).toEqual([{ name: "Ann's" }, { name: 'Bob' }]);
  });

  it('runs a statement it cannot prepare as a plain query, also inside a transaction that goes on', async () => {
    const untyped = 'select $1 as value';
    await client.transaction(async (tx) => {
      expect((await tx.query(untyped, ['one'])).rows).toEqual([{ value: 'one' }]);
      expect((await tx.query(untyped, ['two'])).rows).toEqual([{ value: 'two' }]);
      expect((await tx.query('select count(*)::int as n from items where id > $1', [0])).rows).toEqual([{ n: 2 }]);
    });
    expect((await client.query(untyped, ['three'])).rows).toEqual([{ value: 'three' }]);
  });

  it('keeps what a transaction prepared after it rolls back, and its rows do not stay', async () => {
    const insert = 'insert into items (id, name) values ($1, $2)';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [10, 'ten']);
        await tx.query(insert, [11, 'eleven']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await client.query(insert, [12, 'twelve']);
    expect((await client.query('select id from items where id >= $1 order by id', [10])).rows).toEqual([{ id: 12 }]);
  });
});

describe('parsers given to the client once', () => {
  let raw: PGlite;
  const given: unknown[] = [];
  beforeAll(async () => {
    raw = new PGlite({ parsers: DRIZZLE_PARSERS });
    await raw.exec(`create table stamps (id int primary key, at timestamptz not null, day date not null)`);
    await raw.query(`insert into stamps values (1, '2026-11-25T10:00:00.123Z', '2026-11-25')`);
  });
  afterAll(() => raw.close());

  const spying = (target: PGlite) =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'query')
          return (text: string, params: unknown[], options: unknown) => {
            given.push(options);
            return object.query(text, params, options as never);
          };
        const value = Reflect.get(object, property, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });

  it("drops drizzle's own parsers from each query, and dates and timestamps still come back as text", async () => {
    const client = withPreparedStatements(spying(raw), { maxStatements: 10, parsersOnClient: true });
    const { rows } = await client.query('select at, day from stamps where id = $1', [1], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value, 1082: (value: string) => value },
    });
    expect(given.at(-1)).toEqual({ rowMode: 'array' });
    expect(rows).toEqual([['2026-11-25 10:00:00.123+00', '2026-11-25']]);
  });

  it('keeps parsers of any other type with the query', async () => {
    const client = withPreparedStatements(spying(raw), { maxStatements: 10, parsersOnClient: true });
    const asNumber = (value: string) => Number(value);
    const { rows } = await client.query('select id from stamps where id = $1', [1], { parsers: { 23: asNumber } });
    expect(given.at(-1)).toEqual({ parsers: { 23: asNumber } });
    expect(rows).toEqual([{ id: 1 }]);
  });
});
