import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../../test/build-test-app.ts';

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

describe('pipeline API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    await runSeeds(testApp.database.db);
  });
  afterAll(() => testApp.close());

  const pipeline = async (query = '') =>
    (await testApp.app.inject({ method: 'GET', url: `/api/pipeline?${query}` })).json();

  it('derives stages, stats and insights from the seeded deals', async () => {
    const report = await pipeline();
    expect(report.stats.totalOpportunities).toBe(8);
    expect(report.stats.totalValue).toBe(25000 + 45000 + 18000 + 60000 + 12000 + 32000 + 38000 + 22000);
    expect(report.stats.averageDealSize).toBe(Math.round(252000 / 8));
    expect(report.stats.conversionRate).toBe(13); // 1 won of 8
    const discovery = report.stages.find((stage: { id: string }) => stage.id === 'discovery-call');
    expect(discovery.opportunities.map((item: { name: string }) => item.name).sort()).toEqual([
      'AI Resume Screening Tool',
      'E-commerce AI Chatbot',
    ]);
    expect(discovery.totalValue).toBe(57000);
    expect(discovery.averageTimeInStage).toBeGreaterThan(0);
    const stale = report.insights.find((insight: { id: string }) => insight.id === 'stale-deals');
    expect(stale.opportunityIds).toHaveLength(1); // Data Analytics Dashboard: 16 days without update
  });

  it('filters by stage, assignee, value and date', async () => {
    expect((await pipeline('stage=contract')).stats.totalOpportunities).toBe(1);
    expect((await pipeline('stage=closed-lost')).stats.totalOpportunities).toBe(1);
    expect((await pipeline('assignee=unassigned')).stats.totalOpportunities).toBe(1);
    expect((await pipeline('assignee=me&me=Julian%20Faulkner')).stats.totalOpportunities).toBe(2);
    expect((await pipeline('assignee=me')).stats.totalOpportunities).toBe(0);
    expect((await pipeline('valueRange=50000%2B')).stats.totalOpportunities).toBe(1);
    expect((await pipeline('dateRange=week')).stats.totalOpportunities).toBe(1);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/pipeline?stage=lunch' })).statusCode).toBe(400);
  });

  it('records a stage change with its time, which drives time in stage', async () => {
    const [deal] = (await pipeline('assignee=unassigned')).stages.flatMap(
      (stage: { opportunities: unknown[] }) => stage.opportunities,
    );
    const visitor = await createVisitor(testApp.app);
    const url = `/api/opportunities/${deal.id}`;
    expect(
      (await testApp.app.inject({ method: 'PUT', url, headers: visitor.headers, payload: { stage: 'Qualified Lead' } }))
        .statusCode,
    ).toBe(403);
    const moved = await testApp.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { stage: 'Qualified Lead', assignee: 'Dantee Fluellen' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().opportunity).toMatchObject({
      pipeline_stage_name: 'Qualified Lead',
      assigned_to: 'Dantee Fluellen',
    });
    expect(Date.now() - Date.parse(moved.json().opportunity.updated_at)).toBeLessThan(60_000);
    const report = await pipeline();
    const changes = report.history.filter((change: { opportunityId: string }) => change.opportunityId === deal.id);
    expect(changes.map((change: { toStage: string }) => change.toStage)).toEqual(['New Lead', 'Qualified Lead']);
  });
});
