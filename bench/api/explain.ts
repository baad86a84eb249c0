// Prints the query plans (EXPLAIN) of the question list, the search and the vote, as the server
// runs them: the SQL is captured from the repositories through drizzle's logger.
// Usage: DATABASE_URL=... | DATA_DIR=... tsx bench/api/explain.ts  -> JSON on stdout
import { listQuestions } from '../../apps/server/src/modules/community/questions.repository.ts';
import { voteOnQuestion } from '../../apps/server/src/modules/community/votes.service.ts';
import { createVisitorSession } from '../../apps/server/src/modules/users/users.service.ts';
import { type Captured, explainStatement, openCapturingDatabase } from './statement-capture.ts';

const { database, db, capture: captureAll } = await openCapturingDatabase();

/** The SQL statements `run` sends (not the transaction's begin and commit). */
const capture = async (run: () => Promise<unknown>) =>
  (await captureAll(run)).filter((statement) => /^\s*(select|insert|update|delete|with)\b/i.test(statement.query));

async function plan(statement: Captured, analyze: boolean) {
  const { query, plan } = await explainStatement(db, statement, analyze);
  return { query, plan };
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
