import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestConfig } from '../config.ts';
import { runSeeds } from '../db/seed/run-seeds.ts';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../test/build-test-app.ts';
import { postQuestion, UNLIMITED } from '../test/community-factories.ts';

/**
 * The read cache must never serve an answer older than the database, even when the write went
 * through another server process: two app instances (separate caches) share one database here,
 * PGlite in the default run and PostgreSQL in the PostgreSQL run.
 */
let primary: TestApp;
let other: FastifyInstance;
const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

beforeAll(async () => {
  primary = await buildTestApp({ rateLimit: UNLIMITED });
  await runSeeds(primary.database.db);
  other = await buildApp({
    config: buildTestConfig({ SEED_DEMO_DATA: false }),
    database: primary.database,
    adminToken: TEST_ADMIN_TOKEN,
    rateLimit: UNLIMITED,
    serveWeb: false,
    aiScheduler: false,
  });
  await other.ready();
}, 60_000);

afterAll(async () => {
  await other.close();
  await primary.close();
});

const read = (url: string, headers: Record<string, string> = {}) =>
  primary.app.inject({ method: 'GET', url, headers } satisfies InjectOptions);
const write = (options: InjectOptions) => other.inject(options);

describe('read cache', () => {
  it('answers a repeated read from memory with the same body and ETag, and 304 to If-None-Match', async () => {
    const first = await read('/api/questions?limit=5');
    const second = await read('/api/questions?limit=5');
    expect(first.statusCode).toBe(200);
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');
    const revalidated = await read('/api/questions?limit=5', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('shows a question posted through another server process on the next read', async () => {
    await read('/api/questions');
    const author = await createVisitor(other);
    const question = await postQuestion(other, author, { title: 'Is the cache fresh after a write?' });
    const after = await read('/api/questions');
    expect(after.headers['x-read-cache']).toBe('miss');
    expect(after.json().questions[0]).toMatchObject({ id: question.id, title: 'Is the cache fresh after a write?' });
  });

  it('shows a vote and a renamed author at once', async () => {
    const author = await createVisitor(other);
    const voter = await createVisitor(other);
    const question = await postQuestion(other, author);
    await read('/api/questions');
    await write({
      method: 'POST',
      url: `/api/questions/${question.id}/vote`,
      headers: voter.headers,
      payload: { direction: 'up' },
    });
    const voted = (await read('/api/questions'))
      .json()
      .questions.find((item: { id: string }) => item.id === question.id);
    expect(voted.votes).toBe(1);
    await write({
      method: 'PUT',
      url: `/api/users/${author.user.id}`,
      headers: author.headers,
      payload: { name: 'Renamed Author' },
    });
    const renamed = (await read('/api/questions'))
      .json()
      .questions.find((item: { id: string }) => item.id === question.id);
    expect(renamed.author.name).toBe('Renamed Author');
  });

  it("builds a signed-in list on the cached page with the viewer's own votes, exact across processes", async () => {
    const author = await createVisitor(other);
    const voter = await createVisitor(primary.app);
    const someoneElse = await createVisitor(primary.app);
    const question = await postQuestion(other, author, { title: 'Whose vote is this?' });
    const mine = async (headers: Record<string, string> = voter.headers) => {
      const response = await read('/api/questions?limit=7', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBeUndefined();
      const item = response.json().questions.find((each: { id: string }) => each.id === question.id);
      return { cache: response.headers['x-read-cache'], votes: item.votes, myVote: item.myVote };
    };
    const press = async (direction: 'up' | 'down') =>
      write({
        method: 'POST',
        url: `/api/questions/${question.id}/vote`,
        headers: voter.headers,
        payload: { direction },
      });

    expect(await mine()).toEqual({ cache: 'miss', votes: 0, myVote: null });
    expect(await mine()).toEqual({ cache: 'hit', votes: 0, myVote: null });
    await press('up');
    expect(await mine()).toEqual({ cache: 'miss', votes: 1, myVote: 'up' });
    expect(await mine()).toEqual({ cache: 'hit', votes: 1, myVote: 'up' });
    await press('down');
    expect(await mine()).toEqual({ cache: 'miss', votes: -1, myVote: 'down' });
    expect(await mine(someoneElse.headers)).toEqual({ cache: 'hit', votes: -1, myVote: null });
    // The signed-in miss stored the page without anybody's vote, for anonymous readers too.
    const anonymous = await read('/api/questions?limit=7');
    expect(anonymous.headers['x-read-cache']).toBe('hit');
    expect(anonymous.json().questions.every((each: { myVote: unknown }) => each.myVote === null)).toBe(true);
  });

  it('keeps tasks, the pipeline and the feedback analytics fresh across processes', async () => {
    const visitor = await createVisitor(other);

    await read('/api/tasks');
    expect((await read('/api/tasks')).headers['x-read-cache']).toBe('hit');
    const task = await write({
      method: 'POST',
      url: '/api/tasks',
      headers: visitor.headers,
      payload: { title: 'Fresh cache task' },
    });
    expect(task.statusCode).toBe(201);
    const tasks = (await read('/api/tasks')).json().tasks.map((task: { title: string }) => task.title);
    expect(tasks).toContain('Fresh cache task');

    const before = (await read('/api/pipeline')).json();
    const [deal] = before.stages.flatMap((stage: { opportunities: { id: string }[] }) => stage.opportunities);
    const put = await write({
      method: 'PUT',
      url: `/api/opportunities/${deal.id}`,
      headers: ADMIN,
      payload: { stage: 'Negotiation' },
    });
    expect(put.statusCode).toBe(200);
    const moved = (await read('/api/pipeline'))
      .json()
      .stages.flatMap((stage: { opportunities: { id: string; pipeline_stage_name: string }[] }) => stage.opportunities)
      .find((item: { id: string }) => item.id === deal.id);
    expect(moved.pipeline_stage_name).toBe('Negotiation');

    const analytics = async () => (await read('/api/feedback/analytics?timeframe=7d')).json().analytics;
    const total = (await analytics()).totalFeedback;
    const posted = await write({
      method: 'POST',
      url: '/api/feedback',
      headers: visitor.headers,
      payload: { type: 'feature', rating: 4, comment: 'The cache keeps up.', feature: 'developer-directory' },
    });
    expect(posted.statusCode).toBe(201);
    expect((await analytics()).totalFeedback).toBe(total + 1);
  });
});
