import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { postAnswer, postQuestion, UNLIMITED } from '../../test/community-factories.ts';

describe('users directory', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  it('lists members newest first, searches names and pages', async () => {
    const ada = await createVisitor(testApp.app);
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${ada.user.id}`,
      headers: ada.headers,
      payload: { name: 'Ada 100% Lovelace' },
    });
    for (let index = 0; index < 3; index++) await createVisitor(testApp.app);
    const found = (await testApp.app.inject({ method: 'GET', url: '/api/users?q=100%25' })).json();
    expect(found.users.map((user: { name: string }) => user.name)).toEqual(['Ada 100% Lovelace']);
    const firstPage = (await testApp.app.inject({ method: 'GET', url: '/api/users?limit=2' })).json();
    expect(firstPage.users).toHaveLength(2);
    const secondPage = (
      await testApp.app.inject({ method: 'GET', url: `/api/users?limit=2&cursor=${firstPage.nextCursor}` })
    ).json();
    const ids = [...firstPage.users, ...secondPage.users].map((user: { id: string }) => user.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('updates name, avatar and bio for yourself only', async () => {
    const me = await createVisitor(testApp.app);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${me.user.id}`,
      headers: me.headers,
      payload: { avatar: 'rocket-7', bio: '  I build prototypes.  ' },
    });
    expect(response.json().user).toMatchObject({
      avatar: 'rocket-7',
      bio: 'I build prototypes.',
      name: 'Community Member',
    });
    const bad = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${me.user.id}`,
      headers: me.headers,
      payload: { avatar: 'https://evil.example/x.png' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("serves /users/me as the caller, not as an id, and lists a member's questions and answers", async () => {
    const me = await createVisitor(testApp.app);
    const meResponse = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: me.headers });
    expect(meResponse.json().user.id).toBe(me.user.id);
    const question = await postQuestion(testApp.app, me);
    const other = await createVisitor(testApp.app);
    await postAnswer(testApp.app, me, question.id);
    await postAnswer(testApp.app, other, question.id);
    const questions = (await testApp.app.inject({ method: 'GET', url: `/api/users/${me.user.id}/questions` })).json();
    expect(questions.questions.map((item: { id: string }) => item.id)).toEqual([question.id]);
    const answers = (await testApp.app.inject({ method: 'GET', url: `/api/users/${me.user.id}/answers` })).json();
    expect(answers.answers).toHaveLength(1);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/users/00000000-0000-4000-8000-000000000000/questions' }))
        .statusCode,
    ).toBe(404);
  });
});
