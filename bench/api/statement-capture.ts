// The bench's query-plan scripts (explain.ts, matching-explain.ts): the bench database opened with
// a logger that keeps every statement the server's code sends, those statements written out with
// their parameters as literals (as a custom plan sees them), and EXPLAIN of one.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { rowsOf } from './db-rows.ts';

export interface Captured {
  query: string;
  params: unknown[];
}

/** DATABASE_URL or DATA_DIR's database; `capture(run)` answers the statements `run` sent. */
export async function openCapturingDatabase() {
  let captured: Captured[] = [];
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '',
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  });
  const capture = async (run: () => Promise<unknown>): Promise<Captured[]> => {
    captured = [];
    await run();
    const statements = captured;
    captured = [];
    return statements;
  };
  return { database, db: database.db, capture };
}

/** The statement with its parameters written in as literals, as a custom plan sees them. */
function inline({ query, params }: Captured): string {
  return query.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `'${text.replaceAll("'", "''")}'`;
  });
}

type Db = Awaited<ReturnType<typeof openCapturingDatabase>>['db'];

/** EXPLAIN of one captured statement (with ANALYZE and BUFFERS when `analyze`: it runs it), and how long that took. */
export async function explainStatement(db: Db, statement: Captured, analyze: boolean) {
  const text = inline(statement);
  const started = performance.now();
  const result = await db.execute(sql.raw(`explain ${analyze ? '(analyze, buffers) ' : ''}${text}`));
  const ms = performance.now() - started;
  const plan = rowsOf<Record<string, unknown>>(result).map((row) => String(row['QUERY PLAN']));
  return { query: text.replace(/\s+/g, ' ').trim(), plan: plan.join('\n'), explainMs: Math.round(ms) };
}
