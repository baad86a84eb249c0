import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { reconcileStatus } from './tasks.service.ts';

describe('tasks API', () => {
  let testApp: TestApp;
  let visitor: Awaited<ReturnType<typeof createVisitor>>;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    await runSeeds(testApp.database.db);
    visitor = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const titles = async (query: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/tasks?${query}` }))
      .json()
      .tasks.map((task: { title: string }) => task.title);

  it('lists the sample tasks for the pipeline with their deal names', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/tasks?pipelineId=client-projects' });
    expect(response.statusCode).toBe(200);
    const { tasks } = response.json();
    expect(tasks.map((task: { title: string }) => task.title)).toEqual(
      expect.arrayContaining([
        'Implement user authentication',
        'Design database schema',
        'Write API documentation',
        'Setup CI/CD pipeline',
      ]),
    );
    expect(tasks.find((task: { title: string }) => task.title === 'Design database schema')).toMatchObject({
      status: 'completed',
      completed: true,
      pipelineName: 'E-commerce AI Chatbot',
    });
  });

  it('filters by status, priority, assignee and search (case-insensitive)', async () => {
    expect(await titles('status=in_progress')).toEqual(
      expect.arrayContaining(['Implement user authentication', 'Create onboarding screens']),
    );
    expect(await titles('priority=low')).toEqual(
      expect.arrayContaining(['Accessibility audit', 'Collect brand assets']),
    );
    expect(await titles('assignee=julian%20faulkner')).toHaveLength(2);
    expect(await titles('search=SCHEMA')).toEqual(['Design database schema']);
    expect(await titles('search=screen-reader')).toEqual(['Accessibility audit']);
  });

  it('applies the due-date range only when both ends are set', async () => {
    const from = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000 * 1.5).toISOString();
    const within = await titles(`dueFrom=${encodeURIComponent(from)}&dueTo=${encodeURIComponent(to)}`);
    expect(within).toEqual(
      expect.arrayContaining(['Write API documentation', 'Accessibility audit', 'Create onboarding screens']),
    );
    expect(within).not.toContain('Setup CI/CD pipeline');
    expect((await titles(`dueFrom=${encodeURIComponent(from)}`)).length).toBe((await titles('')).length);
  });

  it('creates a task and keeps completed and status consistent', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: visitor.headers,
      payload: {
        title: 'Write release notes',
        priority: 'high',
        assignedTo: 'Julian Faulkner',
        dueDate: '2026-12-01T09:00:00Z',
      },
    });
    expect(created.statusCode).toBe(201);
    const { task } = created.json();
    expect(task).toMatchObject({
      status: 'pending',
      completed: false,
      assignedBy: 'Community Member',
      pipelineId: 'client-projects',
    });

    const url = `/api/tasks/${task.id}/status`;
    const done = await testApp.app.inject({
      method: 'PUT',
      url,
      headers: visitor.headers,
      payload: { completed: true },
    });
    expect(done.json().task).toMatchObject({ status: 'completed', completed: true });
    const reopened = await testApp.app.inject({
      method: 'PUT',
      url,
      headers: visitor.headers,
      payload: { completed: false },
    });
    expect(reopened.json().task).toMatchObject({ status: 'pending', completed: false });
    const viaStatus = await testApp.app.inject({
      method: 'PUT',
      url: `/api/tasks/${task.id}`,
      headers: visitor.headers,
      payload: { status: 'completed' },
    });
    expect(viaStatus.json().task.completed).toBe(true);
  });

  it('refuses a task without a title and bad filters', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: visitor.headers,
      payload: { title: ' ' },
    });
    expect(response.json().errors).toEqual([{ path: 'title', message: 'Title is required' }]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/tasks?status=done' })).statusCode).toBe(400);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/tasks?dueFrom=yesterday' })).statusCode).toBe(400);
  });

  it('answers 404 for a task linked to a deal that does not exist, and creates nothing', async () => {
    const before = (await testApp.app.inject({ method: 'GET', url: '/api/tasks?limit=500' })).json().tasks.length;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: visitor.headers,
      payload: { title: 'Linked to nothing', opportunityId: '7d8c3a1e-5b2f-4c9d-8e7f-0a1b2c3d4e5f' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'not_found', message: 'No opportunity with this id.' });
    const after = (await testApp.app.inject({ method: 'GET', url: '/api/tasks?limit=500' })).json().tasks.length;
    expect(after).toBe(before);
  });

  it('lets the creator or the admin delete a task', async () => {
    const { task } = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: visitor.headers,
        payload: { title: 'Temporary' },
      })
    ).json();
    const other = await createVisitor(testApp.app);
    const url = `/api/tasks/${task.id}`;
    expect((await testApp.app.inject({ method: 'DELETE', url, headers: other.headers })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'DELETE', url, headers: visitor.headers })).statusCode).toBe(200);
    const seeded = (await testApp.app.inject({ method: 'GET', url: '/api/tasks?search=brand' })).json().tasks[0];
    const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: `/api/tasks/${seeded.id}`, headers: visitor.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: `/api/tasks/${seeded.id}`, headers: admin })).statusCode,
    ).toBe(200);
  });
});

describe('reconcileStatus', () => {
  it.each([
    ['pending', { completed: true }, 'completed'],
    ['completed', { completed: false }, 'pending'],
    ['in_progress', { completed: false }, 'in_progress'],
    ['pending', { status: 'in_progress' }, 'in_progress'],
    ['pending', {}, undefined],
  ] as const)('from %s with %o gives %s', (current, body, status) => {
    expect(reconcileStatus(current, body)).toBe(status);
  });
});
