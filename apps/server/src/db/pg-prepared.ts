import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Named (prepared) statements on PostgreSQL (issue 24). node-postgres sends an unnamed statement's
 * text to be parsed, analysed and planned on every call; a statement with a name is parsed once per
 * connection, and later calls send only its values (PostgreSQL may then also reuse a generic plan).
 * drizzle names only the statements built with `.prepare(name)`, so this names the others: a data
 * statement seen a second time is named after a hash of its text (the same text, the same name, on
 * every connection). Once-only texts (an IN list of a new length, say) stay unnamed, and at most
 * `maxStatements` texts are named per process, so the server's memory of them stays bounded.
 */
export interface NamedStatementsOptions {
  maxStatements: number;
}

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

type QueryConfig = { text: string; name?: string; values?: unknown[] } & Record<string, unknown>;
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

export function createStatementNamer(options: NamedStatementsOptions = { maxStatements: 500 }) {
  const names = new Map<string, string>();
  const seen = new Set<string>();

  /** The name `text` runs under, or null while it is new (or past the limit, or not data). */
  function nameOf(text: string): string | null {
    const known = names.get(text);
    if (known) return known;
    if (names.size >= options.maxStatements || !DATA_STATEMENT.test(text)) return null;
    if (!seen.has(text)) {
      if (seen.size >= options.maxStatements * 20) seen.clear();
      seen.add(text);
      return null;
    }
    const name = `named_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
    return name;
  }

  /** A query config (or text) with its name added, when it gets one. */
  function named(config: unknown): unknown {
    const isText = typeof config === 'string';
    if (!isText && (typeof config !== 'object' || config === null)) return config;
    const text = isText ? config : (config as QueryConfig).text;
    if (typeof text !== 'string' || (!isText && (config as QueryConfig).name)) return config;
    // A callback-less config with a `submit` is a streaming query object: leave it as it is.
    if (!isText && typeof (config as { submit?: unknown }).submit === 'function') return config;
    const name = nameOf(text);
    if (!name) return config;
    return isText ? { text, name } : { ...(config as QueryConfig), name };
  }

  function wrapQuery(query: Query): Query {
    return function namedQuery(this: unknown, config, values, callback) {
      return query.call(this, named(config), values, callback);
    };
  }

  return {
    /** Names the statements of every client `pool` connects (`pool.query` runs on one of them). */
    install(pool: pg.Pool): pg.Pool {
      pool.on('connect', (client) => {
        client.query = wrapQuery(client.query as unknown as Query) as unknown as pg.PoolClient['query'];
      });
      return pool;
    },
    /** How many texts run under a name (tests). */
    get size() {
      return names.size;
    },
  };
}
