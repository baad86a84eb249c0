import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { postQuestion, reputationOf, UNLIMITED, vote } from '../../test/community-factories.ts';
import { questions, questionVotes } from './community.tables.ts';
import { nextVote, reputationDelta } from './reputation.ts';
import type { VoteValue } from './votes.repository.ts';

/**
 * Issue 24 moved a vote's lock, read, write, recount and reputation into one call (pressVote). These
 * check it against the rules as written in reputation.ts, from every state, and that the counter,
 * now moved by differences, still equals the sum of the rows when one visitor presses twice at once.
 */
describe('a vote in one statement follows the rules', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const toValue = (myVote: 'up' | 'down' | null): VoteValue => (myVote === 'up' ? 1 : myVote === 'down' ? -1 : 0);

  for (const start of [0, 1, -1] as const) {
    for (const direction of ['up', 'down'] as const) {
      it(`from ${start}, pressing ${direction}`, async () => {
        const author = await createVisitor(testApp.app);
        const voter = await createVisitor(testApp.app);
        const question = await postQuestion(testApp.app, author);
        const url = `/api/questions/${question.id}/vote`;
        if (start !== 0) await vote(testApp.app, voter, url, start === 1 ? 'up' : 'down');
        const reputationBefore = await reputationOf(testApp.app, author);
        const response = (await vote(testApp.app, voter, url, direction)).json();
        const after = nextVote(start, direction);
        expect(toValue(response.myVote)).toBe(after);
        expect(response.votes).toBe(after);
        expect(await reputationOf(testApp.app, author)).toBe(
          reputationBefore + reputationDelta('question', start, after),
        );
      });
    }
  }

  it('keeps the counter equal to the rows when one visitor presses many times at once', async () => {
    const author = await createVisitor(testApp.app);
    const question = await postQuestion(testApp.app, author);
    const voters = await Promise.all(Array.from({ length: 5 }, () => createVisitor(testApp.app)));
    const url = `/api/questions/${question.id}/vote`;
    await Promise.all(
      voters.flatMap((voter, index) =>
        Array.from({ length: 7 }, (_, press) =>
          vote(testApp.app, voter, url, (index + press) % 3 === 0 ? 'down' : 'up'),
        ),
      ),
    );
    const { db } = testApp.database;
    const [rows] = await db
      .select({ total: sum(questionVotes.value) })
      .from(questionVotes)
      .where(eq(questionVotes.questionId, question.id));
    const [counted] = await db.select({ votes: questions.votes }).from(questions).where(eq(questions.id, question.id));
    expect(counted?.votes).toBe(Number(rows?.total ?? 0));
  });
});
