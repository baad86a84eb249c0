// Prints the query plans (EXPLAIN) of the question list, the search and the vote, as the server
// runs them: the SQL is captured from the repositories through drizzle's logger.
// Usage: DATABASE_URL=... | DATA_DIR=... tsx bench/api/explain.ts  -> JSON on stdout
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { listQuestions } from '../../apps/server/src/modules/community/questions.repository.ts';
import { voteOnQuestion } from '../../apps/server/src/modules/community/votes.service.ts';
import { createVisitorSession } from '../../apps/server/src/modules/users/users.service.ts';
import { rowsOf } from './db-rows.ts';

interface Captured {
  query: string;
  params: unknown[];
}
let captured: Captured[] = [];
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '',
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});
const { db } = database;

async function capture(run: () => Promise<unknown>): Promise<Captured[]> {
  captured = [];
  await run();
  const statements = captured.filter((statement) => /^\s*(select|insert|update|delete|with)\b/i.test(statement.query));
  captured = [];
  return statements;
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

async function plan(statement: Captured, analyze: boolean) {
  const text = inline(statement);
  const result = await db.execute(sql.raw(`explain ${analyze ? '(analyze, buffers) ' : ''}${text}`));
  const lines = rowsOf<Record<string, unknown>>(result).map((row) => String(row['QUERY PLAN']));
  return { query: text.replace(/\s+/g, ' ').trim(), plan: lines.join('\n') };
}

// Signed in, like the scale benchmark's requests: the page also looks up the viewer's own votes.
const { user } = await createVisitorSession(db);
const listFilter = { sort: 'newest' as const, tags: [], cursor: null, limit: 20, viewerId: user.id };
const list = await capture(() => listQuestions(db, listFilter));
const search = await capture(() => listQuestions(db, { ...listFilter, search: 'postgres caching' }));
const rareSearch = await capture(() => listQuestions(db, { ...listFilter, search: 'zeppelin' }));
const [first] = await listQuestions(db, listFilter);
if (!first) throw new Error('Nothing to explain: the database has no questions');
const vote = await capture(() => voteOnQuestion(db, user, first.id, 'up'));

const explainAll = (statements: Captured[], analyze: boolean) =>
  Promise.all(statements.map((statement) => plan(statement, analyze)));
const plans = {
  list: await explainAll(list, true),
  search: await explainAll(search, true),
  rareSearch: await explainAll(rareSearch, true),
  // Writes are explained without ANALYZE, which would run them.
  vote: await explainAll(vote, false),
};
await database.close();
console.log(JSON.stringify(plans));
