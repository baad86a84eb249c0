import type { Opportunity, PipelineResponse } from '@app/shared/opportunities/opportunities.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { activeContract, buildTerms, type Visitor } from '../../test/contract-factories.ts';
import { createNamedVisitor, publishJob } from '../../test/conversation-factories.ts';
import { ADMIN, findStage, updateDeal } from '../../test/pipeline-factories.ts';

type Headers = Record<string, string>;
const DEMO_DEALS = 8;

describe("a client's deals are private (issue 40 §7)", () => {
  let testApp: TestApp;
  let client: Visitor;
  let developer: Visitor;
  let stranger: Visitor;
  /** The deal of a job whose contract (250 tokens) was accepted: Closed Won. */
  let wonDealId: string;
  /** Three other clients' fresh jobs, each a New Lead worth the budget's $10,000. */
  const newLeadIds: string[] = [];

  const get = (url: string, headers: Headers = {}) => testApp.app.inject({ method: 'GET', url, headers });
  const dealIdOf = async (jobId: string) => (await get(`/api/jobs/${jobId}`)).json().job.opportunityId as string;
  const listed = async (headers?: Headers) =>
    ((await get('/api/opportunities?status=all', headers)).json().opportunities as Opportunity[]).map((d) => d.id);
  const pipeline = async (headers?: Headers, query = '') => {
    const response = await get(`/api/pipeline${query}`, headers);
    return { response, report: response.json() as PipelineResponse };
  };
  const dealIdsIn = (report: PipelineResponse) =>
    report.stages.flatMap((stage) => stage.opportunities.map((d) => d.id));
  const realIds = () => [wonDealId, ...newLeadIds];

  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    await runSeeds(testApp.database.db);
    const terms = buildTerms({ milestones: [{ title: 'The whole app', amount: 250, dueDate: null }] });
    const contract = await activeContract(testApp.app, terms);
    ({ client, developer } = contract);
    wonDealId = await dealIdOf(contract.jobId);
    for (const name of ['Oona One', 'Tomas Two', 'Thea Three']) {
      newLeadIds.push(await dealIdOf(await publishJob(testApp.app, await createNamedVisitor(testApp.app, name))));
    }
    stranger = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  it("lists no other client's real deal to a visitor, signed in or not", async () => {
    for (const headers of [{}, stranger.headers]) {
      const ids = await listed(headers);
      expect(ids).toHaveLength(DEMO_DEALS);
      expect(ids.filter((id) => realIds().includes(id))).toEqual([]);
    }
  });

  it('answers 404 for a real deal by id to anyone but its parties, and to a move by them', async () => {
    for (const headers of [{}, stranger.headers]) {
      const response = await get(`/api/opportunities/${wonDealId}`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: 'not_found' });
    }
    const moved = await updateDeal(testApp.app, stranger.headers, wonDealId, { stage: 'New Lead' });
    expect(moved.statusCode).toBe(404);
    // The job's owner sees the deal but does not move it: a 403, since its existence is no secret to them.
    expect((await updateDeal(testApp.app, client.headers, wonDealId, { stage: 'New Lead' })).statusCode).toBe(403);
  });

  it('shows a visitor only counts and guarded sums of the real deals on the dashboard', async () => {
    for (const headers of [{}, stranger.headers]) {
      const { report } = await pipeline(headers);
      expect(dealIdsIn(report)).toHaveLength(DEMO_DEALS);
      expect(report.stats.totalOpportunities).toBe(DEMO_DEALS);
      expect(report.history.map((change) => change.opportunityId)).not.toContain(wonDealId);
      expect(JSON.stringify(report)).not.toContain('Build a booking app');
      // One client's deal: counted, its value withheld.
      expect(findStage(report, 'closed-won').privateDeals).toEqual({
        count: 1,
        totals: [{ currency: 'TOKENS', amount: null }],
      });
      // Three clients' deals: their sum.
      expect(findStage(report, 'new-lead').privateDeals).toEqual({
        count: 3,
        totals: [{ currency: 'USD', amount: 30_000 }],
      });
    }
  });

  it('never lets a filter narrow the totals of deals a visitor cannot see', async () => {
    const { report } = await pipeline({}, '?valueRange=5000-15000');
    expect(report.stages.every((stage) => stage.privateDeals.count === 0)).toBe(true);
  });

  it('shows the deal in full, in tokens, to its owner, its developer and the admin', async () => {
    for (const headers of [client.headers, developer.headers, ADMIN]) {
      const byId = (await get(`/api/opportunities/${wonDealId}`, headers)).json().opportunity as Opportunity;
      expect(byId).toMatchObject({ monetary_value: 250, currency: 'TOKENS', pipeline_stage_name: 'Closed Won' });
      expect(await listed(headers)).toContain(wonDealId);
      const { report } = await pipeline(headers);
      expect(findStage(report, 'closed-won').opportunities.map((d) => d.id)).toContain(wonDealId);
      // What they see in full is not counted again among the private ones.
      expect(findStage(report, 'closed-won').privateDeals.count).toBe(0);
    }
    expect((await pipeline(ADMIN)).report.stats.totalOpportunities).toBe(DEMO_DEALS + 4);
  });

  it("never serves a party's view from the anonymous cache, nor the anonymous view to a party", async () => {
    await pipeline();
    const anonymous = await pipeline();
    expect(anonymous.response.headers['x-read-cache']).toBe('hit');
    const owner = await pipeline(client.headers);
    expect(owner.response.headers['x-read-cache']).toBeUndefined();
    expect(dealIdsIn(owner.report)).toContain(wonDealId);
    expect(dealIdsIn((await pipeline()).report)).not.toContain(wonDealId);
  });
});
