// The query plans of matching's pool queries (issue 33) as the server runs them: the statements of
// suggestDevelopers (a job's suggestions) and suggestJobs (jobs for a developer) are captured through
// drizzle's logger, and the pool query of each (the one on `match_skills &&`) is run again under
// EXPLAIN (ANALYZE, BUFFERS) with its parameters written in, as a custom plan sees them.
// Usage: DATABASE_URL=... | DATA_DIR=... tsx bench/api/matching-explain.ts <popular job id> <rare job id> <developer user id>
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { suggestDevelopers, suggestJobs } from '../../apps/server/src/modules/matching/matching.service.ts';
import { getUser } from '../../apps/server/src/modules/users/users.service.ts';
import { rowsOf } from './db-rows.ts';

interface Captured {
  query: string;
  params: unknown[];
}
const [popularJobId, rareJobId, developerUserId] = process.argv.slice(2);
if (!popularJobId || !rareJobId || !developerUserId) throw new Error('usage: matching-explain.ts <job> <job> <user>');

let captured: Captured[] = [];
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '',
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
});
const { db } = database;

/** The statement with its parameters written in as literals (arrays as text[] literals). */
function inline({ query, params }: Captured): string {
  return query.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `'${text.replaceAll("'", "''")}'`;
  });
}

/** The pool query of one call: the statement that filters on `match_skills &&`. */
async function poolStatement(run: () => Promise<unknown>): Promise<Captured> {
  captured = [];
  await run();
  const statement = captured.find((entry) => /match_skills"?\s*&&/.test(entry.query));
  captured = [];
  if (!statement) throw new Error('No pool query was captured');
  return statement;
}

async function explain(statement: Captured) {
  const text = inline(statement);
  const started = performance.now();
  const result = await db.execute(sql.raw(`explain (analyze, buffers) ${text}`));
  const ms = performance.now() - started;
  const plan = rowsOf<Record<string, unknown>>(result).map((row) => String(row['QUERY PLAN']));
  return { query: text.replace(/\s+/g, ' ').trim(), plan: plan.join('\n'), explainMs: Math.round(ms) };
}

const options = { llm: null, onFallback: () => {} };
const admin = { visitor: null, isAdmin: true };
const developer = await getUser(db, developerUserId);
// Once each first, so the plans are of warm caches as under load.
await suggestDevelopers(db, admin, popularJobId, 10, options);
await suggestJobs(db, developer, 10, options);
const popular = await poolStatement(() => suggestDevelopers(db, admin, popularJobId, 10, options));
const rare = await poolStatement(() => suggestDevelopers(db, admin, rareJobId, 10, options));
const jobsForYou = await poolStatement(() => suggestJobs(db, developer, 10, options));
const plans = {
  developerPool: await explain(popular),
  rareDeveloperPool: await explain(rare),
  jobPool: await explain(jobsForYou),
};
await database.close();
console.log(JSON.stringify(plans));
