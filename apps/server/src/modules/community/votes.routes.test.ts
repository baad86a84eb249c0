import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { postAnswer, postQuestion, reputationOf, UNLIMITED, vote } from '../../test/community-factories.ts';
import { questionVotes } from './community.tables.ts';

describe('votes and reputation', () => {
  let testApp: TestApp;
  let author: Awaited<ReturnType<typeof createVisitor>>;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    author = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  it('gives one vote per visitor: the same again undoes it, the opposite switches it', async () => {
    const question = await postQuestion(testApp.app, author);
    const voter = await createVisitor(testApp.app);
    const url = `/api/questions/${question.id}/vote`;
    expect((await vote(testApp.app, voter, url, 'up')).json()).toEqual({ success: true, votes: 1, myVote: 'up' });
    expect((await vote(testApp.app, voter, url, 'up')).json()).toEqual({ success: true, votes: 0, myVote: null });
    expect((await vote(testApp.app, voter, url, 'down')).json()).toEqual({ success: true, votes: -1, myVote: 'down' });
    expect((await vote(testApp.app, voter, url, 'up')).json()).toEqual({ success: true, votes: 1, myVote: 'up' });
    const rows = await testApp.database.db
      .select({ value: count() })
      .from(questionVotes)
      .where(eq(questionVotes.questionId, question.id));
    expect(rows[0]?.value).toBe(1);
  });

  it('counts 50 parallel votes from 50 visitors as exactly 50', async () => {
    const question = await postQuestion(testApp.app, author);
    const voters = await Promise.all(Array.from({ length: 50 }, () => createVisitor(testApp.app)));
    const responses = await Promise.all(
      voters.map((voter) => vote(testApp.app, voter, `/api/questions/${question.id}/vote`, 'up')),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const fetched = await testApp.app.inject({ method: 'GET', url: `/api/questions/${question.id}` });
    expect(fetched.json().question.votes).toBe(50);
  });

  it('refuses a vote on your own question or answer', async () => {
    const question = await postQuestion(testApp.app, author);
    const own = await vote(testApp.app, author, `/api/questions/${question.id}/vote`, 'up');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot vote on your own question.');
    const ownAnswer = await postAnswer(testApp.app, author, question.id);
    const onAnswer = await vote(
      testApp.app,
      author,
      `/api/questions/${question.id}/answers/${ownAnswer.id}/vote`,
      'up',
    );
    expect(onAnswer.statusCode).toBe(403);
  });

  it('refuses a direction other than up or down', async () => {
    const question = await postQuestion(testApp.app, author);
    const voter = await createVisitor(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/questions/${question.id}/vote`,
      headers: voter.headers,
      payload: { direction: 'sideways' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ path: 'direction', message: "must be 'up' or 'down'" });
  });

  it('moves reputation exactly, and back again when votes and acceptance are undone', async () => {
    const asker = await createVisitor(testApp.app);
    const answerer = await createVisitor(testApp.app);
    const voter = await createVisitor(testApp.app);
    const question = await postQuestion(testApp.app, asker);
    const answer = await postAnswer(testApp.app, answerer, question.id);
    const questionUrl = `/api/questions/${question.id}/vote`;
    const answerUrl = `/api/questions/${question.id}/answers/${answer.id}/vote`;
    const acceptUrl = `/api/questions/${question.id}/answers/${answer.id}/accept`;

    await vote(testApp.app, voter, questionUrl, 'up');
    expect(await reputationOf(testApp.app, asker)).toBe(155);
    await vote(testApp.app, voter, questionUrl, 'down');
    expect(await reputationOf(testApp.app, asker)).toBe(148);
    await vote(testApp.app, voter, questionUrl, 'down');
    expect(await reputationOf(testApp.app, asker)).toBe(150);

    await vote(testApp.app, voter, answerUrl, 'up');
    expect(await reputationOf(testApp.app, answerer)).toBe(160);
    await testApp.app.inject({ method: 'POST', url: acceptUrl, headers: asker.headers });
    expect(await reputationOf(testApp.app, answerer)).toBe(175);
    await vote(testApp.app, voter, answerUrl, 'down');
    expect(await reputationOf(testApp.app, answerer)).toBe(163);
    await testApp.app.inject({ method: 'POST', url: acceptUrl, headers: asker.headers });
    await vote(testApp.app, voter, answerUrl, 'down');
    expect(await reputationOf(testApp.app, answerer)).toBe(150);
    expect(await reputationOf(testApp.app, voter)).toBe(150);
  });

  it('never changes reputation through AI-authored posts', async () => {
    const fresh = await buildTestApp({ rateLimit: UNLIMITED });
    try {
      await runSeeds(fresh.database.db);
      // The seeded sample includes an accepted AI answer; vote on it and on the AI member's other answers.
      const questions = (await fresh.app.inject({ method: 'GET', url: '/api/questions?limit=100' })).json().questions;
      const wireframes = questions.find((item: { title: string }) => item.title.startsWith("What's the difference"));
      const answers = (await fresh.app.inject({ method: 'GET', url: `/api/questions/${wireframes.id}/answers` })).json()
        .answers;
      const aiAnswer = answers.find((item: { author: { isAI: boolean } }) => item.author.isAI);
      const before = aiAnswer.author.reputation;
      const voter = await createVisitor(fresh.app);
      await vote(fresh.app, voter, `/api/questions/${wireframes.id}/answers/${aiAnswer.id}/vote`, 'up');
      const after = (await fresh.app.inject({ method: 'GET', url: `/api/users/${aiAnswer.author.id}` })).json().user
        .reputation;
      expect(after).toBe(before);
    } finally {
      await fresh.close();
    }
  });
});
