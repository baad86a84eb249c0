import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { postAnswer, postQuestion, UNLIMITED } from '../../test/community-factories.ts';

describe('answers API', () => {
  let testApp: TestApp;
  let asker: Awaited<ReturnType<typeof createVisitor>>;
  let helper: Awaited<ReturnType<typeof createVisitor>>;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    asker = await createVisitor(testApp.app);
    helper = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const answer = (questionId: string, content: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/questions/${questionId}/answers`,
      headers: helper.headers,
      payload: { content },
    });

  it.each([
    [9, 400],
    [10, 201],
    [10000, 201],
    [10001, 400],
  ])('counts %d trimmed characters as %d', async (length, status) => {
    const question = await postQuestion(testApp.app, asker);
    const response = await answer(question.id, `   ${'a'.repeat(length)}   \n`);
    expect(response.statusCode).toBe(status);
    if (status === 201) expect(response.json().answer.content).toHaveLength(length);
  });

  it("answers with the spec's messages in errors[]", async () => {
    const question = await postQuestion(testApp.app, asker);
    const short = await answer(question.id, 'too short');
    expect(short.json().errors).toEqual([
      { path: 'content', message: 'Answer content must be at least 10 characters long' },
    ]);
    const long = await answer(question.id, 'a'.repeat(10001));
    expect(long.json().errors).toEqual([
      { path: 'content', message: 'Answer content must be less than 10000 characters' },
    ]);
  });

  it("raises the question's answer count by one and lists accepted, then voted, then oldest", async () => {
    const question = await postQuestion(testApp.app, asker);
    const first = await postAnswer(testApp.app, helper, question.id, 'First answer, oldest one.');
    const second = await postAnswer(testApp.app, helper, question.id, 'Second answer, will be voted.');
    const third = await postAnswer(testApp.app, helper, question.id, 'Third answer, will be accepted.');
    const fetched = await testApp.app.inject({ method: 'GET', url: `/api/questions/${question.id}` });
    expect(fetched.json().question.answers).toBe(3);

    await testApp.app.inject({
      method: 'POST',
      url: `/api/questions/${question.id}/answers/${second.id}/vote`,
      headers: asker.headers,
      payload: { direction: 'up' },
    });
    await testApp.app.inject({
      method: 'POST',
      url: `/api/questions/${question.id}/answers/${third.id}/accept`,
      headers: asker.headers,
    });
    const listed = await testApp.app.inject({ method: 'GET', url: `/api/questions/${question.id}/answers` });
    expect(listed.json().answers.map((item: { id: string }) => item.id)).toEqual([third.id, second.id, first.id]);
  });

  it('answers 404 for an unknown question', async () => {
    const response = await answer('00000000-0000-4000-8000-000000000000', 'A long enough answer');
    expect(response.statusCode).toBe(404);
  });

  describe('acceptance', () => {
    it('lets only the asker accept, toggles, moves between answers and marks the question answered', async () => {
      const question = await postQuestion(testApp.app, asker);
      const one = await postAnswer(testApp.app, helper, question.id);
      const two = await postAnswer(testApp.app, helper, question.id);
      const accept = (answerId: string, who = asker) =>
        testApp.app.inject({
          method: 'POST',
          url: `/api/questions/${question.id}/answers/${answerId}/accept`,
          headers: who.headers,
        });

      expect((await accept(one.id, helper)).statusCode).toBe(403);
      const accepted = await accept(one.id);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().question).toMatchObject({ isAnswered: true, acceptedAnswerId: one.id });
      expect(accepted.json().answer.isAccepted).toBe(true);

      const moved = await accept(two.id);
      expect(moved.json().question.acceptedAnswerId).toBe(two.id);
      const answers = (await testApp.app.inject({ method: 'GET', url: `/api/questions/${question.id}/answers` })).json()
        .answers;
      expect(answers.filter((item: { isAccepted: boolean }) => item.isAccepted)).toHaveLength(1);

      const undone = await accept(two.id);
      expect(undone.json().question).toMatchObject({ isAnswered: false, acceptedAnswerId: null });
    });
  });
});
