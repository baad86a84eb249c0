import type { PipelineResponse } from '@app/shared/opportunities/opportunities.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  ADMIN,
  backdateStageChange,
  DAY_MS,
  type DealFixture,
  findStage,
  getPipelineReport,
  insertDeal,
  updateDeal,
} from '../../test/pipeline-factories.ts';

/** Per stage: [average days in stage, conversion percent]. */
const timeAndConversion = (report: PipelineResponse) =>
  Object.fromEntries(report.stages.map((stage) => [stage.id, [stage.averageTimeInStage, stage.conversionRate]]));

/**
 * Five deals with known histories (days before now). The clock keeps running between inserting
 * them and the request, by milliseconds: the one-decimal rounding of days absorbs that.
 */
const FIXTURE: DealFixture[] = [
  {
    name: 'Won through every stage',
    value: 40_000,
    status: 'won',
    path: [
      ['New Lead', 30],
      ['Qualified Lead', 25],
      ['Discovery Call', 20],
      ['Proposal Sent', 10],
      ['Contract Negotiation', 6],
      ['Closed Won', 2],
    ],
  },
  {
    name: 'Lost at proposal',
    value: 10_000,
    status: 'lost',
    path: [
      ['New Lead', 20],
      ['Qualified Lead', 14],
      ['Proposal Sent', 8],
    ],
  },
  {
    name: 'Open and qualified',
    value: 20_000,
    path: [
      ['New Lead', 9],
      ['Qualified Lead', 4],
    ],
  },
  { name: 'Fresh lead', value: 5_000, path: [['New Lead', 3]] },
  {
    name: 'Won fast-tracked',
    value: 15_000,
    status: 'won',
    path: [
      ['New Lead', 50],
      ['Discovery Call', 40],
      ['Closed Won', 10],
    ],
  },
];

describe('pipeline numbers on a known fixture', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
    const now = new Date();
    for (const deal of FIXTURE) await insertDeal(testApp.database.db, deal, now);
  });
  afterAll(() => testApp.close());

  it('gives the hand-computed time in stage and conversion for every stage', async () => {
    const report = await getPipelineReport(testApp.app);
    // Time in stage runs to the next change, or to now for the stage a deal is in:
    //   New Lead: 5 (won), 6 (lost), 5 (open), 3 (fresh), 10 (fast-tracked) -> 29 / 5 = 5.8
    //   Qualified Lead: 5, 6, 4 -> 5.0            Discovery Call: 10, 30 -> 20.0
    //   Proposal Sent: 4, 8 (lost, still there) -> 6.0   Contract Negotiation: 4
    //   Closed Won: 2, 10 -> 6.0
    // Conversion = entered and later moved further along / entered:
    //   New Lead 4/5 (not the fresh lead) = 80; Qualified Lead 2/3 (not the open one) = 67;
    //   Discovery Call 2/2; Proposal Sent 1/2 (lost) = 50; Contract 1/1; Closed Won: both are won.
    expect(timeAndConversion(report)).toEqual({
      'new-lead': [5.8, 80],
      'qualified-lead': [5, 67],
      'discovery-call': [20, 100],
      'proposal-sent': [6, 50],
      'contract-negotiation': [4, 100],
      'closed-won': [6, 100],
    });
  });

  it('gives the hand-computed stats: sales cycle, conversion and health score', async () => {
    const { stats } = await getPipelineReport(testApp.app);
    expect(stats).toEqual({
      totalOpportunities: 5,
      totalValue: 90_000,
      averageDealSize: 18_000,
      // 2 won of 5.
      conversionRate: 40,
      // Created to Closed Won: 30 - 2 = 28 and 50 - 10 = 40 days -> 34.
      averageSalesCycle: 34,
      // Mean conversion of the five stages before Closed Won: (80 + 67 + 100 + 50 + 100) / 5 = 79.4;
      // count 5 / 10 = 50%; value 90,000 / 100,000 = 90%; (79.4 + 50 + 90) / 3 = 73.13 -> 73.
      healthScore: 73,
    });
  });

  it('computes the same numbers on a filtered view from that view only', async () => {
    const { stats } = await getPipelineReport(testApp.app, 'stage=closed-won');
    // Only the two won deals (cycles 28 and 40 days).
    expect(stats).toMatchObject({
      totalOpportunities: 2,
      totalValue: 55_000,
      conversionRate: 100,
      averageSalesCycle: 34,
    });
  });
});

describe('stage history drives time in stage', () => {
  let testApp: TestApp;
  let dealId: string;
  let now: Date;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  beforeAll(async () => {
    testApp = await buildTestApp();
    now = new Date();
    dealId = await insertDeal(
      testApp.database.db,
      { name: 'Moving deal', value: 8_000, path: [['New Lead', 10]] },
      now,
    );
  });
  afterAll(() => testApp.close());

  /** Moves the deal as the admin, then dates the change `days` before the fixture's now. */
  const moveDeal = async (stage: string, days: number) => {
    expect((await updateDeal(testApp.app, ADMIN, dealId, { stage })).statusCode).toBe(200);
    await backdateStageChange(testApp.database.db, dealId, stage, daysAgo(days));
  };

  it('counts time in the current stage up to now', async () => {
    const report = await getPipelineReport(testApp.app);
    expect(findStage(report, 'new-lead')).toMatchObject({ averageTimeInStage: 10, conversionRate: 0 });
    expect(findStage(report, 'qualified-lead')).toMatchObject({ averageTimeInStage: 0, conversionRate: 0 });
  });

  it('ends a stage when the deal moves on, and starts the next', async () => {
    await moveDeal('Qualified Lead', 4);
    const report = await getPipelineReport(testApp.app);
    // New Lead from 10 to 4 days ago; Qualified Lead from 4 days ago to now.
    expect(findStage(report, 'new-lead')).toMatchObject({ averageTimeInStage: 6, conversionRate: 100 });
    expect(findStage(report, 'qualified-lead')).toMatchObject({ averageTimeInStage: 4, conversionRate: 0 });
  });

  it('keeps each earlier stage as it was when the deal moves again', async () => {
    await moveDeal('Discovery Call', 1.5);
    const report = await getPipelineReport(testApp.app);
    expect(report.history.map((change) => change.toStage)).toEqual(['New Lead', 'Qualified Lead', 'Discovery Call']);
    expect(findStage(report, 'new-lead').averageTimeInStage).toBe(6);
    // Qualified Lead from 4 to 1.5 days ago; Discovery Call from 1.5 days ago to now.
    expect(findStage(report, 'qualified-lead')).toMatchObject({ averageTimeInStage: 2.5, conversionRate: 100 });
    expect(findStage(report, 'discovery-call')).toMatchObject({ averageTimeInStage: 1.5, conversionRate: 0 });
  });
});
