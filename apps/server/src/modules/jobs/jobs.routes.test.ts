import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { opportunities } from '../opportunities/opportunities.tables.ts';
import { jobs } from './jobs.tables.ts';

const buildJob = (overrides: Record<string, unknown> = {}) => ({
  title: 'AI Customer Support Bot',
  category: 'AI & Machine Learning',
  targetAudience: 'Online shops',
  description: 'A chatbot that answers order questions.',
  keyFeatures: 'Order lookup, returns, human handoff',
  technologyStack: 'Python, React',
  budget: '$5000 - $10000',
  timeline: '3 - 6 months',
  successCriteria: 'Half of tickets answered without a human',
  potentialChallenges: 'Messy order data',
  ...overrides,
});

describe('jobs API', () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createVisitor>>;
  let keyCounter = 0;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    owner = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const publish = (
    payload: Record<string, unknown>,
    key: string | null = `key-${++keyCounter}`,
    headers = owner.headers,
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const countRows = async () => ({
    jobs: (await testApp.database.db.select({ value: count() }).from(jobs))[0]?.value,
    opportunities: (await testApp.database.db.select({ value: count() }).from(opportunities))[0]?.value,
  });

  it('publishes a job, stores the referral and opens a valued opportunity at the first stage', async () => {
    const response = await publish(
      buildJob({
        developerRef: 'lamont',
        developerName: 'Lamont Evans',
        source: 'linkedin',
        sessionId: 'session_1_abcdefghi',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { jobId, job } = response.json();
    expect(job).toMatchObject({
      id: jobId,
      status: 'published',
      developerRef: 'lamont',
      developerName: 'Lamont Evans',
      source: 'linkedin',
      sessionId: 'session_1_abcdefghi',
      ownerId: owner.user.id,
    });
    expect(job.publishedAt).not.toBeNull();
    const opportunity = (
      await testApp.app.inject({
        method: 'GET',
        url: `/api/opportunities/${job.opportunityId}`,
        headers: owner.headers,
      })
    ).json().opportunity;
    expect(opportunity).toMatchObject({
      name: 'AI Customer Support Bot',
      status: 'open',
      pipeline_stage_name: 'New Lead',
      monetary_value: 7500,
      developer_name: 'Lamont Evans',
      job_id: jobId,
    });
  });

  it('returns the same job for a retried key and creates one job and one opportunity', async () => {
    const before = await countRows();
    const first = await publish(buildJob({ title: 'Retried job' }), 'same-key');
    const second = await publish(buildJob({ title: 'Retried job' }), 'same-key');
    expect(second.json().jobId).toBe(first.json().jobId);
    const after = await countRows();
    expect(after.jobs).toBe((before.jobs ?? 0) + 1);
    expect(after.opportunities).toBe((before.opportunities ?? 0) + 1);
  });

  it('requires an Idempotency-Key', async () => {
    const response = await publish(buildJob(), null);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'headers.idempotency-key', message: 'is required' }]);
  });

  it.each([
    ['title', 'Title is required'],
    ['category', 'Category is required'],
    ['targetAudience', 'Target audience is required'],
    ['description', 'Description is required'],
    ['keyFeatures', 'Key features is required'],
    ['technologyStack', 'Technology stack is required'],
    ['budget', 'Budget is required'],
    ['timeline', 'Timeline is required'],
    ['successCriteria', 'Success criteria is required'],
    ['potentialChallenges', 'Potential challenges is required'],
  ])('refuses a job without %s', async (field, message) => {
    const response = await publish(buildJob({ [field]: '   ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path: field, message });
  });

  it('bounds lengths', async () => {
    const response = await publish(buildJob({ title: 'x'.repeat(201) }));
    expect(response.json().errors).toContainEqual({ path: 'title', message: 'Title must be at most 200 characters' });
  });

  it('lists published jobs newest first, by category and search', async () => {
    await publish(buildJob({ title: 'Solidity audit dashboard', category: 'Blockchain', technologyStack: 'Solidity' }));
    const all = (await testApp.app.inject({ method: 'GET', url: '/api/jobs' })).json();
    expect(all.jobs[0].title).toBe('Solidity audit dashboard');
    const byCategory = (await testApp.app.inject({ method: 'GET', url: '/api/jobs?category=blockchain' })).json();
    expect(byCategory.jobs.map((job: { title: string }) => job.title)).toEqual(['Solidity audit dashboard']);
    const bySearch = (await testApp.app.inject({ method: 'GET', url: '/api/jobs?q=solidity' })).json();
    expect(bySearch.jobs).toHaveLength(1);
  });

  it('lets only the owner or the admin edit and delete', async () => {
    const { jobId } = (await publish(buildJob({ title: 'Owned job' }))).json();
    const other = await createVisitor(testApp.app);
    const url = `/api/jobs/${jobId}`;
    expect(
      (await testApp.app.inject({ method: 'PUT', url, headers: other.headers, payload: { title: 'Mine now' } }))
        .statusCode,
    ).toBe(403);
    const closed = await testApp.app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { status: 'closed' },
    });
    expect(closed.json().job.status).toBe('closed');
    const listed = (await testApp.app.inject({ method: 'GET', url: '/api/jobs?limit=100' })).json();
    expect(listed.jobs.map((job: { id: string }) => job.id)).not.toContain(jobId);
    expect((await testApp.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(403);
    const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    expect((await testApp.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
