import { describe, expect, it } from 'vitest';
import { buildPipelineReport, type ReportOpportunity, type StageChange } from './pipeline-report.ts';

const now = new Date('2026-11-21T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function buildOpportunity(overrides: Partial<ReportOpportunity> & { id: string }): ReportOpportunity {
  return {
    name: overrides.id,
    status: 'open',
    pipeline_stage_name: 'New Lead',
    assigned_to: 'Lamont Evans',
    monetary_value: 10000,
    created_at: daysAgo(20),
    updated_at: daysAgo(1),
    ...overrides,
  };
}

describe('buildPipelineReport', () => {
  // a: New Lead (20 days ago) -> Qualified Lead (10 days ago), still there.
  // b: New Lead (10 days ago), still there, stale.
  // c: New Lead (30) -> Qualified Lead (25) -> ... -> Closed Won (5): won.
  const opportunities = [
    buildOpportunity({ id: 'a', pipeline_stage_name: 'Qualified Lead', monetary_value: 20000 }),
    buildOpportunity({
      id: 'b',
      created_at: daysAgo(10),
      updated_at: daysAgo(15),
      assigned_to: null,
      monetary_value: null,
    }),
    buildOpportunity({
      id: 'c',
      status: 'won',
      pipeline_stage_name: 'Closed Won',
      monetary_value: 30000,
      created_at: daysAgo(30),
      updated_at: daysAgo(5),
    }),
  ];
  const history: StageChange[] = [
    { opportunityId: 'a', toStage: 'New Lead', changedAt: daysAgo(20) },
    { opportunityId: 'a', toStage: 'Qualified Lead', changedAt: daysAgo(10) },
    { opportunityId: 'b', toStage: 'New Lead', changedAt: daysAgo(10) },
    { opportunityId: 'c', toStage: 'New Lead', changedAt: daysAgo(30) },
    { opportunityId: 'c', toStage: 'Qualified Lead', changedAt: daysAgo(25) },
    { opportunityId: 'c', toStage: 'Closed Won', changedAt: daysAgo(5) },
  ];
  const report = buildPipelineReport(opportunities, history, now);
  const stage = (name: string) => report.stages.find((item) => item.name === name);

  it('derives stages in pipeline order with ids, members and values', () => {
    expect(report.stages.map((item) => item.id)).toEqual([
      'new-lead',
      'qualified-lead',
      'discovery-call',
      'proposal-sent',
      'contract-negotiation',
      'closed-won',
    ]);
    expect(stage('New Lead')?.opportunities.map((item) => item.id)).toEqual(['b']);
    expect(stage('Qualified Lead')?.totalValue).toBe(20000);
  });

  it('computes time in stage from the history', () => {
    // New Lead: a 10 days, b 10 days (still there), c 5 days -> 8.3
    expect(stage('New Lead')?.averageTimeInStage).toBe(8.3);
    // Qualified Lead: a 10 days (still there), c 20 days -> 15
    expect(stage('Qualified Lead')?.averageTimeInStage).toBe(15);
  });

  it('computes conversion as the share that moved further', () => {
    expect(stage('New Lead')?.conversionRate).toBe(67); // a and c moved on, b did not
    expect(stage('Qualified Lead')?.conversionRate).toBe(50); // c moved on, a did not
    expect(stage('Closed Won')?.conversionRate).toBe(100);
  });

  it('computes the stats', () => {
    expect(report.stats).toEqual({
      totalOpportunities: 3,
      totalValue: 50000,
      averageDealSize: 16667,
      conversionRate: 33,
      averageSalesCycle: 25,
      // mean conversion of measured stages (67, 50) = 58.5; 3 deals = 30; $50,000 = 50 -> 46.2 -> 46
      healthScore: 46,
    });
  });

  it('explains its insights with the opportunities that triggered them', () => {
    expect(report.insights.find((item) => item.id === 'stale-deals')).toMatchObject({
      type: 'warning',
      priority: 'high',
      opportunityIds: ['b'],
    });
    expect(report.insights.find((item) => item.id === 'unassigned-deals')?.opportunityIds).toEqual(['b']);
  });

  it('adds no value in tokens to the dollar sums (issue 40 §7)', () => {
    const withTokens = [
      ...opportunities,
      buildOpportunity({ id: 'd', pipeline_stage_name: 'Closed Won', monetary_value: 250, currency: 'TOKENS' }),
    ];
    const tokenReport = buildPipelineReport(withTokens, history, now);
    expect(tokenReport.stages.find((item) => item.name === 'Closed Won')?.totalValue).toBe(30000);
    expect(tokenReport.stats.totalValue).toBe(50000);
  });
});
