import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('opportunities API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await runSeeds(testApp.database.db);
  });
  afterAll(() => testApp.close());

  it('lists open opportunities by default, with the CRM field names', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/opportunities' });
    expect(response.statusCode).toBe(200);
    const { opportunities } = response.json();
    expect(opportunities.every((item: { status: string }) => item.status === 'open')).toBe(true);
    expect(opportunities.find((item: { name: string }) => item.name === 'E-commerce AI Chatbot')).toMatchObject({
      monetary_value: 25000,
      pipeline_stage_name: 'Discovery Call',
      status: 'open',
    });
    expect(opportunities.map((item: { name: string }) => item.name)).toEqual(
      expect.arrayContaining(['Mobile App Development', 'Data Analytics Dashboard']),
    );
  });

  it('filters by status, or shows all', async () => {
    const won = (await testApp.app.inject({ method: 'GET', url: '/api/opportunities?status=won' })).json();
    expect(won.opportunities.map((item: { name: string }) => item.name)).toEqual(['Healthcare Appointment App']);
    const all = (await testApp.app.inject({ method: 'GET', url: '/api/opportunities?status=all' })).json();
    expect(all.opportunities).toHaveLength(8);
    const none = (await testApp.app.inject({ method: 'GET', url: '/api/opportunities?status=abandoned' })).json();
    expect(none).toMatchObject({ success: true, opportunities: [], message: 'No opportunities match.' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/opportunities?status=maybe' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown opportunity', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/opportunities/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
  });
});
