/**
 * Prepared statements for the embedded database (issue 24). PGlite parses and plans every
 * parameterised query anew, and in WebAssembly the planning is most of a small query's cost: the
 * signed-in question list took 0.72 ms as a query and 0.33 ms as EXECUTE of a prepared statement
 * (bench/findings.md). PGlite has no statement cache of its own and takes no parameters with
 * EXECUTE, so this wraps the client drizzle uses: a data statement seen a second time is prepared
 * once (PREPARE is not undone by a rollback and lives as long as the database is open) and from then
 * on runs as `EXECUTE name('literal', ...)`. Each value goes as a quoted literal, which PostgreSQL
 * casts to the type the statement gave that parameter, as it would a bound value. A statement that
 * cannot be prepared (a parameter of unknown type, say) keeps running as a plain query.
 */

/** What the wrapper needs of a PGlite client or transaction. */
interface Queryable {
  query(text: string, params?: unknown[], options?: unknown): Promise<unknown>;
}

interface Transactional extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

export interface PreparedStatementsOptions {
  /** Statements prepared at most; later ones run as plain queries. */
  maxStatements: number;
  /**
   * The client was created with `parsers: DRIZZLE_PARSERS`: a query's own copy of them is dropped.
   * PGlite merges a query's parsers into a new object with all of its own (one per type) on every
   * call, which was 8% of the process under a stake's load (bench/findings.md item 20).
   */
  parsersOnClient?: boolean;
}

const asText = (value: string) => value;

/**
 * What drizzle passes as `parsers` with every PGlite query: dates, timestamps and intervals (and
 * their arrays, and numeric[]) stay text, which drizzle's columns then map. Given to PGlite once.
 */
export const DRIZZLE_PARSERS: Record<number, (value: string) => unknown> = {
  1114: asText, // timestamp
  1184: asText, // timestamptz
  1186: asText, // interval
  1082: asText, // date
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/** The query's options without `parsers` when the client already has exactly those. */
function withoutClientParsers(queryOptions: unknown): unknown {
  const parsers = (queryOptions as { parsers?: Record<string, unknown> } | undefined)?.parsers;
  if (!parsers || !Object.keys(parsers).every((type) => Number(type) in DRIZZLE_PARSERS)) return queryOptions;
  const { parsers: _dropped, ...rest } = queryOptions as { parsers: unknown };
  return rest;
}

/** A value as a quoted SQL literal, or NULL. */
export function toLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return `'${textOf(value).replaceAll("'", "''")}'`;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayText(value);
  return JSON.stringify(value);
}

/** PostgreSQL's array syntax: {"a","b"} with NULL for missing elements and nested arrays as they are. */
function arrayText(items: unknown[]): string {
  const elements = items.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return arrayText(item);
    return `"${textOf(item).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

export function withPreparedStatements<T extends Transactional>(
  client: T,
  options: PreparedStatementsOptions = { maxStatements: 500 },
): T {
  /** Statement text -> its prepared name, or null once it failed to prepare. */
  const names = new Map<string, string | null>();
  const preparing = new Map<string, Promise<string | null>>();
  const seen = new Set<string>();
  let count = 0;

  /**
   * Prepares `text` on `target`. In a transaction, inside a savepoint: a PREPARE that fails would
   * otherwise abort the caller's transaction.
   */
  async function prepare(target: Queryable, inTransaction: boolean, name: string, text: string) {
    if (!inTransaction) {
      await target.query(`prepare ${name} as ${text}`);
      return;
    }
    await target.query('savepoint prepare_statement');
    try {
      await target.query(`prepare ${name} as ${text}`);
    } catch (error) {
      await target.query('rollback to savepoint prepare_statement');
      throw error;
    } finally {
      await target.query('release savepoint prepare_statement');
    }
  }

  async function nameFor(target: Queryable, inTransaction: boolean, text: string): Promise<string | null> {
    const known = names.get(text);
    if (known !== undefined) return known;
    const pending = preparing.get(text);
    if (pending) return pending;
    if (!DATA_STATEMENT.test(text) || count >= options.maxStatements) return null;
    // Once-only statements are not worth a PREPARE of their own.
    if (!seen.has(text)) {
      if (seen.size >= options.maxStatements * 20) seen.clear();
      seen.add(text);
      return null;
    }
    count += 1;
    const name = `prepared_${count}`;
    const prepared = prepare(target, inTransaction, name, text).then(
      () => {
        names.set(text, name);
        return name;
      },
      () => {
        // Not preparable (a parameter of unknown type, say): plain queries from now on.
        names.set(text, null);
        return null;
      },
    );
    preparing.set(text, prepared);
    try {
      return await prepared;
    } finally {
      preparing.delete(text);
    }
  }

  async function run(
    target: Queryable,
    inTransaction: boolean,
    text: string,
    params: unknown[] = [],
    givenOptions?: unknown,
  ) {
    const queryOptions = options.parsersOnClient ? withoutClientParsers(givenOptions) : givenOptions;
    const name = await nameFor(target, inTransaction, text);
    if (!name) return target.query(text, params, queryOptions);
    const call = params.length === 0 ? `execute ${name}` : `execute ${name}(${params.map(toLiteral).join(', ')})`;
    return target.query(call, [], queryOptions);
  }

  const wrap = <Q extends Queryable>(target: Q, inTransaction: boolean): Q =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'query') {
          return (text: string, params?: unknown[], queryOptions?: unknown) =>
            run(object, inTransaction, text, params, queryOptions);
        }
        if (property === 'transaction' && !inTransaction) {
          return <R>(work: (tx: Queryable) => Promise<R>) =>
            (object as unknown as Transactional).transaction((tx) => work(wrap(tx, true)));
        }
        const value = Reflect.get(object, property, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return wrap(client, false);
}
