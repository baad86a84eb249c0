import type { Opportunity } from '@app/shared/opportunities/opportunities.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { ADMIN, createDeveloperProfile, updateDeal } from '../../test/pipeline-factories.ts';

describe('who may move a deal (PUT /api/opportunities/:id)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    await runSeeds(testApp.database.db);
  });
  afterAll(() => testApp.close());

  const findDeal = async (name: string): Promise<Opportunity> => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/opportunities?status=all' });
    const deal = (response.json().opportunities as Opportunity[]).find((item) => item.name === name);
    if (!deal) throw new Error(`No seeded deal named ${name}`);
    return deal;
  };

  /** A visitor with a developer profile under this name. */
  const developer = async (name: string) => {
    const visitor = await createVisitor(testApp.app);
    return { ...visitor, profileId: await createDeveloperProfile(testApp.app, visitor, name) };
  };

  it("refuses a visitor who made a profile under the assignee's name", async () => {
    const deal = await findDeal('Mobile App Development');
    expect(deal.assigned_to).toBe('Julian Faulkner');
    const impostor = await developer('Julian Faulkner');

    const response = await updateDeal(testApp.app, impostor.headers, deal.id, { stage: 'Contract Negotiation' });

    expect(response.statusCode).toBe(403);
    expect(response.body.error).toBe('forbidden');
    expect((await findDeal('Mobile App Development')).pipeline_stage_name).toBe('Proposal Sent');
  });

  it('lets the admin move any deal', async () => {
    const deal = await findDeal('Data Analytics Dashboard');
    const response = await updateDeal(testApp.app, ADMIN, deal.id, { stage: 'Discovery Call' });
    expect(response.statusCode).toBe(200);
    expect(response.body.opportunity.pipeline_stage_name).toBe('Discovery Call');
  });

  it('lets the developer assigned by profile move the deal, but not a namesake', async () => {
    const deal = await findDeal('AI Resume Screening Tool');
    const assignee = await developer('Priya Natarajan');
    const namesake = await developer('Priya Natarajan');

    const assigned = await updateDeal(testApp.app, ADMIN, deal.id, { assigneeDeveloperId: assignee.profileId });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.body.opportunity).toMatchObject({
      assigned_to: 'Priya Natarajan',
      developer_name: 'Priya Natarajan',
    });

    expect((await updateDeal(testApp.app, namesake.headers, deal.id, { stage: 'Proposal Sent' })).statusCode).toBe(403);
    const moved = await updateDeal(testApp.app, assignee.headers, deal.id, { stage: 'Proposal Sent' });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.opportunity.pipeline_stage_name).toBe('Proposal Sent');
  });

  it('trusts no one with a deal assigned by a bare name, and reassigning takes the right away', async () => {
    const deal = await findDeal('E-commerce AI Chatbot');
    const first = await developer('Sam Okafor');
    await updateDeal(testApp.app, ADMIN, deal.id, { assigneeDeveloperId: first.profileId });
    expect((await updateDeal(testApp.app, first.headers, deal.id, { value: 26000 })).statusCode).toBe(200);

    const byName = await updateDeal(testApp.app, ADMIN, deal.id, { assignee: 'Sam Okafor' });
    expect(byName.body.opportunity.assigned_to).toBe('Sam Okafor');

    expect((await updateDeal(testApp.app, first.headers, deal.id, { value: 27000 })).statusCode).toBe(403);
  });

  it("lets the assignee hand the deal on, after which it is the new developer's", async () => {
    const deal = await findDeal('Blockchain Supply Chain Tracker');
    const [from, to] = [await developer('Ada Mensah'), await developer('Ravi Kumar')];
    await updateDeal(testApp.app, ADMIN, deal.id, { assigneeDeveloperId: from.profileId });

    const handedOn = await updateDeal(testApp.app, from.headers, deal.id, { assigneeDeveloperId: to.profileId });

    expect(handedOn.body.opportunity.assigned_to).toBe('Ravi Kumar');
    expect((await updateDeal(testApp.app, from.headers, deal.id, { value: 1 })).statusCode).toBe(403);
    expect((await updateDeal(testApp.app, to.headers, deal.id, { value: 61000 })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown developer and 400 for two ways of naming the assignee', async () => {
    const deal = await findDeal('Marketing Automation Workflows');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await updateDeal(testApp.app, ADMIN, deal.id, { assigneeDeveloperId: unknown })).statusCode).toBe(404);
    const both = await updateDeal(testApp.app, ADMIN, deal.id, { assignee: 'X', assigneeDeveloperId: unknown });
    expect(both.statusCode).toBe(400);
    expect((await findDeal('Marketing Automation Workflows')).assigned_to).toBeNull();
  });
});
