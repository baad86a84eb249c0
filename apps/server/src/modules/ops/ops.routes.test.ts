import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('GET /api/health', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('reports ok with the database up', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: 'ok', database: 'up' });
    expect(response.json().version).toMatch(/^\d+\.\d+\.\d+/);
    expect(response.json().uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 with database down when the database is closed', async () => {
    testApp = await buildTestApp();
    await testApp.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, database: 'down', error: 'database_unavailable' });
  });
});

describe('GET /api/ready', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());
  const ready = () => testApp.app.inject({ method: 'GET', url: '/api/ready' });

  it('answers 200 once the instance can serve', async () => {
    testApp = await buildTestApp();
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, ready: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 draining once shutdown has started, while the instance is still alive', async () => {
    testApp = await buildTestApp();
    testApp.app.readiness.startDraining();
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      ready: false,
      error: 'not_ready',
      reason: 'draining',
      message: 'The server is shutting down: send requests to another instance.',
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses every new request while draining, before anything of it runs, so a proxy can send it elsewhere', async () => {
    testApp = await buildTestApp();
    const session = await testApp.app.inject({ method: 'POST', url: '/api/session' });
    const token = session.json<{ token: string }>().token;
    testApp.app.readiness.startDraining();
    const write = await testApp.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Asked while the instance drains', content: 'Nothing of this may be stored.', tags: [] },
    });
    expect(write.statusCode).toBe(503);
    expect(write.headers.connection).toBe('close');
    expect(write.json()).toEqual({
      success: false,
      error: 'draining',
      message: 'The server is shutting down: send requests to another instance.',
    });
    const stored = await testApp.app.inject({ method: 'GET', url: '/api/questions?search=drains' });
    expect(stored.statusCode).toBe(503);
    expect(
      await testApp.database.queryRows("select id from questions where title = 'Asked while the instance drains'"),
    ).toEqual([]);
  });

  it('answers 503 database_unavailable when the database is closed', async () => {
    testApp = await buildTestApp();
    await testApp.database.close();
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      success: false,
      ready: false,
      error: 'not_ready',
      reason: 'database_unavailable',
      message: 'The database cannot be reached.',
    });
  });

  it('is never rate limited: a prober may poll it all day', async () => {
    testApp = await buildTestApp({ rateLimit: { globalMax: 2 } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await ready()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});
