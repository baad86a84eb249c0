// Prepares the signed-in write workload of DESIGN.md §8 (issue 24) through the server's own
// services, before the server starts (PGlite's data directory belongs to one process at a time):
// questions of a few dedicated authors, the visitors who vote on them, and visitors holding a
// minted balance to stake. Prints one JSON line: { voters, questionIds, stakers } (tokens and ids).
// Usage: DATABASE_URL=... | DATA_DIR=... tsx bench/api/write-workload.ts
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { inTransaction } from '../../apps/server/src/lib/transactions.ts';
import { createQuestion } from '../../apps/server/src/modules/community/questions.service.ts';
import { availableOf, MINT, postOperation } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { createVisitorSession } from '../../apps/server/src/modules/users/users.service.ts';

const VOTERS = 200;
/**
 * Forty authors of five questions each: a vote also moves its author's reputation (a row lock
 * until commit), so a handful of authors would serialise the run on their user rows.
 */
const AUTHORS = 40;
const QUESTIONS_PER_AUTHOR = 5;
const STAKERS = 50;
/** Enough for 500,000 one-token stakes in all; the supply leaves 950,000 unminted after the seed. */
const STAKER_BALANCE = 10_000;

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' });
const { db } = database;
const session = () => createVisitorSession(db, 'bench');

const authors = [];
for (let i = 0; i < AUTHORS; i += 1) authors.push((await session()).user);
// Question q is by author q % AUTHORS, so the bench's neighbouring requests touch different authors.
const questionIds: string[] = [];
for (let round = 0; round < QUESTIONS_PER_AUTHOR; round += 1) {
  for (const [index, author] of authors.entries()) {
    const question = await createQuestion(db, author, {
      title: `Bench question ${round * AUTHORS + index}: how do I cache a signed-in list?`,
      content: 'A question the write benchmark votes on.',
      tags: ['performance'],
    });
    questionIds.push(question.id);
  }
}
// Older than the seed, so the first page of GET /api/questions (and the in-memory reference taken
// from it at start-up) stays the seed's.
await db.execute(sql`
  update questions set created_at = now() - interval '400 days', updated_at = now() - interval '400 days'
  where id in (${sql.join(
    questionIds.map((id) => sql`${id}`),
    sql`, `,
  )})`);

const voters = [];
for (let i = 0; i < VOTERS; i += 1) voters.push((await session()).token);

const stakers = [];
for (let i = 0; i < STAKERS; i += 1) {
  const { token, user } = await session();
  await inTransaction(db, (tx) =>
    postOperation(tx, {
      idempotencyKey: `bench:mint:${user.id}`,
      type: 'Mint',
      description: 'Bench: a balance to stake from',
      movements: [{ from: MINT, to: availableOf(user.id), amount: STAKER_BALANCE }],
    }),
  );
  stakers.push(token);
}

// Fresh statistics, as autovacuum would gather them on a server that has been up a while: without
// them the planner took the questions table for nearly empty and joined it whole to every user.
await db.execute(sql`analyze`);
await database.close();
console.log(JSON.stringify({ voters, questionIds, stakers }));
