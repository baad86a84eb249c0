// The query plans of matching's pool queries (issue 33) as the server runs them: the statements of
// suggestDevelopers (a job's suggestions) and suggestJobs (jobs for a developer) are captured through
// drizzle's logger, and the pool query of each (the one on `match_skills &&`) is run again under
// EXPLAIN (ANALYZE, BUFFERS) with its parameters written in, as a custom plan sees them.
// Usage: DATABASE_URL=... | DATA_DIR=... tsx bench/api/matching-explain.ts <popular job id> <rare job id> <developer user id>
import { suggestDevelopers, suggestJobs } from '../../apps/server/src/modules/matching/matching.service.ts';
import { getUser } from '../../apps/server/src/modules/users/users.service.ts';
import { type Captured, explainStatement, openCapturingDatabase } from './statement-capture.ts';

const [popularJobId, rareJobId, developerUserId] = process.argv.slice(2);
if (!popularJobId || !rareJobId || !developerUserId) throw new Error('usage: matching-explain.ts <job> <job> <user>');

const { database, db, capture } = await openCapturingDatabase();

/** The pool query of one call: the statement that filters on `match_skills &&`. */
async function poolStatement(run: () => Promise<unknown>): Promise<Captured> {
  const statement = (await capture(run)).find((entry) => /match_skills"?\s*&&/.test(entry.query));
  if (!statement) throw new Error('No pool query was captured');
  return statement;
}

const explain = (statement: Captured) => explainStatement(db, statement, true);

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
