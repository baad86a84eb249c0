import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { postAnswer, postQuestion, UNLIMITED } from '../../test/community-factories.ts';

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

describe('reports', () => {
  let testApp: TestApp;
  let author: Awaited<ReturnType<typeof createVisitor>>;
  let reporter: Awaited<ReturnType<typeof createVisitor>>;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    author = await createVisitor(testApp.app);
    reporter = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const report = (contentType: string, contentId: string, who = reporter) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: who.headers,
      payload: { contentType, contentId, reason: 'spam', description: 'Selling things' },
    });

  it('takes one open report per visitor per item', async () => {
    const question = await postQuestion(testApp.app, author);
    const first = await report('question', question.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().report).toMatchObject({ contentType: 'question', reason: 'spam', status: 'open' });
    const again = await report('question', question.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this. A moderator will look at it soon.');
  });

  it('refuses reports of content that does not exist, and bad reasons', async () => {
    expect((await report('question', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: reporter.headers,
      payload: { contentType: 'question', contentId: '00000000-0000-4000-8000-000000000000', reason: 'boring' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ path: 'reason', message: 'Choose a reason' });
  });

  it('keeps the report lists for the admin only, and /reports/pending is not taken for an id', async () => {
    for (const path of ['/api/reports', '/api/reports/pending']) {
      expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
      expect((await testApp.app.inject({ method: 'GET', url: path, headers: reporter.headers })).statusCode).toBe(403);
      const allowed = await testApp.app.inject({ method: 'GET', url: path, headers: admin });
      expect(allowed.statusCode).toBe(200);
      expect(Array.isArray(allowed.json().reports)).toBe(true);
    }
  });

  it('lets the admin remove reported content, which disappears from lists, closing every open report on it', async () => {
    const question = await postQuestion(testApp.app, author, { title: 'Buy cheap followers now' });
    const other = await createVisitor(testApp.app);
    const first = (await report('question', question.id)).json().report;
    await report('question', question.id, other);

    const pending = (await testApp.app.inject({ method: 'GET', url: '/api/reports/pending', headers: admin })).json();
    expect(pending.reports.filter((item: { contentId: string }) => item.contentId === question.id)).toHaveLength(2);

    const resolve = (headers: Record<string, string>, action = 'remove-content') =>
      testApp.app.inject({ method: 'POST', url: `/api/reports/${first.id}/resolve`, headers, payload: { action } });
    expect((await resolve(reporter.headers)).statusCode).toBe(403);
    const resolved = await resolve(admin);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().report).toMatchObject({ status: 'content-removed', resolvedBy: 'admin' });
    expect(resolved.json().report.resolvedAt).not.toBeNull();
    expect((await resolve(admin)).statusCode).toBe(409);

    const after = (await testApp.app.inject({ method: 'GET', url: '/api/reports/pending', headers: admin })).json();
    expect(after.reports.filter((item: { contentId: string }) => item.contentId === question.id)).toHaveLength(0);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/questions/${question.id}` })).statusCode).toBe(404);
    const listed = (await testApp.app.inject({ method: 'GET', url: '/api/questions?limit=100' })).json().questions;
    expect(listed.map((item: { id: string }) => item.id)).not.toContain(question.id);
  });

  it('removes a reported answer and lowers the answer count; dismissing leaves content alone', async () => {
    const question = await postQuestion(testApp.app, author);
    const answer = await postAnswer(testApp.app, author, question.id);
    const kept = await postAnswer(testApp.app, author, question.id, 'This answer is fine and stays.');
    const spam = (await report('answer', answer.id)).json().report;
    const fine = (await report('answer', kept.id)).json().report;
    await testApp.app.inject({
      method: 'POST',
      url: `/api/reports/${spam.id}/resolve`,
      headers: admin,
      payload: { action: 'remove-content' },
    });
    const dismissed = await testApp.app.inject({
      method: 'POST',
      url: `/api/reports/${fine.id}/resolve`,
      headers: admin,
      payload: { action: 'dismiss' },
    });
    expect(dismissed.json().report.status).toBe('dismissed');
    const answers = (await testApp.app.inject({ method: 'GET', url: `/api/questions/${question.id}/answers` })).json()
      .answers;
    expect(answers.map((item: { id: string }) => item.id)).toEqual([kept.id]);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/questions/${question.id}` })).json().question.answers,
    ).toBe(1);
  });
});
