import { AI_MEMBER_MESSAGES } from '@app/shared/ai-member/ai-member.constants';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../test/bounty-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { postAnswer, postQuestion, UNLIMITED } from '../../test/community-factories.ts';
import { builtInGenerator, llmGenerator } from './generators.ts';
import { rankTrending } from './trending.service.ts';

type Visitor = Awaited<ReturnType<typeof createVisitor>>;
const SECRET = 'sk-test-very-secret-value-123456';

describe('AI community member API', () => {
  let testApp: TestApp;
  let asker: Visitor;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED, config: { LLM_API_KEY: SECRET } });
    asker = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const generate = (questionId: string, headers: Record<string, string> = ADMIN) =>
    inject({ method: 'POST', url: '/api/ai-community-member/generate-response', headers, payload: { questionId } });

  it('lists the four personas on both paths', async () => {
    for (const url of ['/api/ai-community-member/personas', '/api/questions/ai-personas']) {
      const { personas } = (await inject({ method: 'GET', url })).json();
      expect(personas.map((persona: { name: string }) => persona.name)).toEqual([
        'Alex Chen',
        'Maya Rodriguez',
        'Jordan Kim',
        'Sam Taylor',
      ]);
      expect(personas.every((persona: { isAI: boolean }) => persona.isAI)).toBe(true);
    }
  });

  it('answers as the best-matching persona, labelled as AI, quoting the question, without reputation', async () => {
    const question = await postQuestion(testApp.app, asker, {
      title: 'Which Figma workflow helps with usability testing of wireframes?',
      content: 'My UX research sessions keep stalling. How do I prepare the Figma file?',
      tags: ['figma', 'ux'],
    });
    const response = await generate(question.id);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ outcome: 'posted', persona: 'maya_designs', generator: 'built-in' });
    expect(body.answer.author).toMatchObject({ name: 'Maya Rodriguez', isAI: true });
    expect(body.answer.content).toContain('Which Figma workflow helps with usability testing of wireframes?');
    expect(body.answer.content).toContain('#figma');
    expect(body.answer.content).toContain('written by an AI');
    const again = await generate(question.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AI_MEMBER_MESSAGES.alreadyAnsweredByAi);
    const author = (await inject({ method: 'GET', url: `/api/users/${body.answer.author.id}` })).json().user;
    const accept = await inject({
      method: 'POST',
      url: `/api/questions/${question.id}/answers/${body.answer.id}/accept`,
      headers: asker.headers,
    });
    expect(accept.statusCode).toBe(200);
    const after = (await inject({ method: 'GET', url: `/api/users/${body.answer.author.id}` })).json().user;
    expect(after.reputation).toBe(author.reputation);
  });

  it('stays out of a question a person already answered, and follows a chosen persona', async () => {
    const helper = await createVisitor(testApp.app);
    const answered = await postQuestion(testApp.app, asker);
    await postAnswer(testApp.app, helper, answered.id);
    const refused = await generate(answered.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AI_MEMBER_MESSAGES.humanAnswered);

    const open = await postQuestion(testApp.app, asker, { tags: ['pricing'] });
    const chosen = await inject({
      method: 'POST',
      url: '/api/questions/ai-engagement',
      headers: ADMIN,
      payload: { questionId: open.id, persona: 'jordan_builds' },
    });
    expect(chosen.json()).toMatchObject({ outcome: 'posted', persona: 'jordan_builds' });
    const bad = await inject({
      method: 'POST',
      url: '/api/questions/ai-engagement',
      headers: ADMIN,
      payload: { questionId: open.id, persona: 'hal_9000' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await generate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('keeps every control route admin only', async () => {
    const visitor = await createVisitor(testApp.app);
    const routes: InjectOptions[] = [
      { method: 'POST', url: '/api/ai-community-member/generate-response', payload: { questionId: asker.user.id } },
      { method: 'POST', url: '/api/questions/ai-engagement', payload: { questionId: asker.user.id } },
      { method: 'POST', url: '/api/ai-community-member/proactive-engagement' },
      { method: 'POST', url: '/api/ai-community-member/monitor' },
      { method: 'POST', url: '/api/monitoring/start' },
      { method: 'POST', url: '/api/monitoring/stop' },
      {
        method: 'PUT',
        url: '/api/monitoring/config',
        payload: { proactiveEngagementInterval: 15, maxEngagementsPerHour: 3 },
      },
      { method: 'POST', url: '/api/monitoring/force-engagement' },
      { method: 'POST', url: '/api/monitoring/force-analysis' },
      { method: 'GET', url: '/api/debug/env' },
      { method: 'GET', url: '/api/debug/database' },
      { method: 'GET', url: '/api/debug/ghl-status' },
      { method: 'GET', url: '/api/debug/trending-topics' },
      { method: 'GET', url: '/api/debug/ai-community-member/stats' },
      { method: 'GET', url: '/api/analytics/events' },
      { method: 'GET', url: `/api/analytics/user/${asker.user.id}` },
    ];
    for (const route of routes) {
      expect((await inject(route)).statusCode, String(route.url)).toBe(401);
      expect((await inject({ ...route, headers: visitor.headers })).statusCode, String(route.url)).toBe(403);
    }
  });

  it('validates the monitoring config', async () => {
    const put = (payload: InjectOptions['payload']) =>
      inject({ method: 'PUT', url: '/api/monitoring/config', headers: ADMIN, payload });
    expect((await put({ proactiveEngagementInterval: 15, maxEngagementsPerHour: 3 })).statusCode).toBe(200);
    for (const payload of [
      { proactiveEngagementInterval: 1, maxEngagementsPerHour: 3 },
      { proactiveEngagementInterval: 15, maxEngagementsPerHour: 100 },
      { proactiveEngagementInterval: 7.5, maxEngagementsPerHour: 3 },
      { proactiveEngagementInterval: '15', maxEngagementsPerHour: 3 },
    ]) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toMatch(/proactiveEngagementInterval|maxEngagementsPerHour/);
    }
  });

  it('runs a pass on demand and records it in the history', async () => {
    await postQuestion(testApp.app, asker, { title: 'How should I deploy my Node API with Docker?', tags: ['devops'] });
    const pass = (await inject({ method: 'POST', url: '/api/monitoring/force-engagement', headers: ADMIN })).json();
    expect(pass.ran).toBe(true);
    expect(pass.run.engaged).toBeGreaterThan(0);
    const history = (await inject({ method: 'GET', url: '/api/monitoring/history' })).json();
    expect(history.runs[0].id).toBe(pass.run.id);
  });

  it('debug endpoints say which settings are set, never their values', async () => {
    const env = await inject({ method: 'GET', url: '/api/debug/env', headers: ADMIN });
    expect(env.statusCode).toBe(200);
    expect(env.body).not.toContain(SECRET);
    expect(env.body).not.toContain('test-admin-token');
    expect(env.json().environment.settings.LLM_BASE_URL).toEqual({ isSet: false });
    const database = (await inject({ method: 'GET', url: '/api/debug/database', headers: ADMIN })).json().database;
    expect(database.migrationsApplied).toBeGreaterThan(5);
    expect(database.rowCounts.questions).toBeGreaterThan(0);
    expect(database.pingMs).toBeGreaterThanOrEqual(0);
    const ghl = (await inject({ method: 'GET', url: '/api/debug/ghl-status', headers: ADMIN })).json().ghl;
    expect(ghl.configured).toBe(false);
    const stats = await inject({ method: 'GET', url: '/api/debug/ai-community-member/stats', headers: ADMIN });
    expect(stats.body).not.toContain(SECRET);
  });

  it('answers every path of the control-center table', async () => {
    const paths = [
      '/api/ai-community-member/stats',
      '/api/ai-community-member/trending-topics',
      '/api/monitoring/stats',
      '/api/monitoring/history',
      '/api/questions',
      '/api/prototypes',
      '/api/users',
      '/api/analytics/summary',
      '/api/analytics/popular',
      '/api/health',
    ];
    for (const url of paths) expect((await inject({ method: 'GET', url })).statusCode, url).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/users/me', headers: asker.headers })).statusCode).toBe(200);
    for (const url of ['/api/reports', '/api/reports/pending']) {
      expect((await inject({ method: 'GET', url, headers: ADMIN })).statusCode, url).toBe(200);
    }
  });
});

describe('analytics reads', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  it('summarises, lists and filters stored events', async () => {
    const visitor = await createVisitor(testApp.app);
    const now = Date.now();
    const events = [
      { name: 'page_view', path: '/jobs', sessionId: 's1' },
      { name: 'page_view', path: '/jobs', sessionId: 's1' },
      { name: 'page_view', path: '/proto-hub', sessionId: 's2' },
      { name: 'feedback_tab_changed', path: '/user-feedback', sessionId: 's2' },
    ].map((event, index) => ({ ...event, props: {}, timestamp: new Date(now - index * 1000).toISOString() }));
    const recorded = await testApp.app.inject({
      method: 'POST',
      url: '/api/analytics',
      headers: visitor.headers,
      payload: { events },
    });
    expect(recorded.statusCode).toBe(202);

    const summary = (await testApp.app.inject({ method: 'GET', url: '/api/analytics/summary' })).json().summary;
    expect(summary).toMatchObject({ totalEvents: 4, sessions: 2, users: 1 });
    expect(summary.byName[0]).toEqual({ name: 'page_view', count: 3 });
    expect(summary.topPages[0]).toEqual({ path: '/jobs', count: 2 });
    expect(summary.byDay.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(4);

    const list = (
      await testApp.app.inject({ method: 'GET', url: '/api/analytics/events?name=page_view&limit=2', headers: ADMIN })
    ).json();
    expect(list.events).toHaveLength(2);
    const next = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/analytics/events?name=page_view&limit=2&cursor=${list.nextCursor}`,
        headers: ADMIN,
      })
    ).json();
    expect(next.events).toHaveLength(1);
    const mine = (
      await testApp.app.inject({ method: 'GET', url: `/api/analytics/user/${visitor.user.id}`, headers: ADMIN })
    ).json();
    expect(mine.events).toHaveLength(4);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/analytics/events?since=yesterday',
      headers: ADMIN,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('trending topics and generators', () => {
  it('ranks tags and title terms of the last 7 days against the 7 before', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const day = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const topics = rankTrending(
      [
        { title: 'React state for prototypes', tags: ['react'], createdAt: day(1) },
        { title: 'React forms', tags: ['react', 'forms'], createdAt: day(2) },
        { title: 'Validate my SaaS idea', tags: ['validation'], createdAt: day(3) },
        { title: 'Old react question', tags: ['react'], createdAt: day(10) },
        { title: 'Pricing research', tags: ['validation'], createdAt: day(9) },
        { title: 'Pricing interviews', tags: ['validation'], createdAt: day(8) },
      ],
      now,
    );
    expect(topics[0]).toEqual({ topic: 'react', kind: 'tag', count: 2, previousCount: 1, change: 1 });
    expect(topics.find((topic) => topic.topic === 'validation')).toMatchObject({
      count: 1,
      previousCount: 2,
      change: -1,
    });
    expect(topics.some((topic) => topic.topic === 'pricing')).toBe(false);
    expect(topics.find((topic) => topic.topic === 'react' && topic.kind === 'term')).toMatchObject({ count: 2 });
  });

  it('the LLM generator calls an OpenAI-compatible endpoint, and a failure falls back to the built-in one', async () => {
    const requests: { url: string; authorization: string | null }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, authorization: new Headers(init.headers).get('authorization') });
      return new Response(JSON.stringify({ choices: [{ message: { content: 'Try a landing page test.' } }] }));
    }) as unknown as typeof fetch;
    const generator = llmGenerator({ baseUrl: 'https://llm.example/v1/', apiKey: 'k', model: 'm' }, fakeFetch);
    const input = {
      question: { id: 'q', title: 'How to validate?', content: 'Idea.', tags: [] },
      persona: {
        handle: 'sam_explores',
        name: 'Sam Taylor',
        role: 'Product manager',
        expertise: [],
        focus: '',
        keywords: [],
      },
    };
    expect(await generator.generate(input)).toContain('Try a landing page test.');
    expect(requests[0]).toEqual({ url: 'https://llm.example/v1/chat/completions', authorization: 'Bearer k' });
    expect(await builtInGenerator.generate(input)).toContain('How to validate?');
  });
});
