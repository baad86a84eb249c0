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
