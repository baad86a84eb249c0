import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test/application-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import {
  activeContract,
  buildTerms,
  contractAction,
  getContractAs,
  hiredPair,
  propose,
  proposeOk,
} from '../../test/contract-factories.ts';
import { applyToJob, createNamedVisitor, publishJob } from '../../test/conversation-factories.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { opportunities, opportunityStageHistory } from '../opportunities/opportunities.tables.ts';

describe('contracts: the proposal and its answer (issue 32 §1, §5)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  it('lets the owner propose from a hired application, tells the developer, and refuses a second live one', async () => {
    const { app, database } = testApp;
    const { client, developer, applicationId, profileId } = await hiredPair(app);
    const response = await propose(app, client, applicationId);
    expect(response.statusCode).toBe(201);
    const { contract } = response.json();
    expect(contract).toMatchObject({
      status: 'proposed',
      currency: 'TOKENS',
      total: 100,
      viewerRole: 'client',
      actions: ['edit', 'withdraw'],
      client: { userId: client.user.id, name: 'Clara Client' },
      developer: { userId: developer.user.id, profileId },
    });
    expect(contract.milestones.map((m: { title: string; status: string }) => [m.title, m.status])).toEqual([
      ['Calendar and booking', 'pending'],
      ['Reminders', 'pending'],
    ]);
    const told = await notificationsOf(database.db, developer.user.id);
    expect(told.at(-1)).toMatchObject({
      kind: 'contract.proposed',
      title: 'Clara Client proposed a contract: Booking app, first release',
      link: `/contracts/${contract.id}`,
      data: { contractId: contract.id },
    });

    const again = await propose(app, client, applicationId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CONTRACT_MESSAGES.alreadyActive);
  });

  it('refuses proposals from anyone but the owner, and for applications not hired', async () => {
    const { app } = testApp;
    const { client, developer, applicationId } = await hiredPair(app);
    const stranger = await createVisitor(app);
    expect((await propose(app, stranger, applicationId)).statusCode).toBe(404);
    const byDeveloper = await propose(app, developer, applicationId);
    expect(byDeveloper.statusCode).toBe(403);
    expect(byDeveloper.json().message).toBe(CONTRACT_MESSAGES.onlyOwnerProposes);

    const jobId = await publishJob(app, client);
    const other = await createNamedVisitor(app, 'Not Hired');
    const pending = await applyToJob(app, other, jobId);
    const notHired = await propose(app, client, pending);
    expect(notHired.statusCode).toBe(409);
    expect(notHired.json().message).toBe(CONTRACT_MESSAGES.applicationNotHired);
  });

  it('refuses bad terms with a message for each field and stores nothing', async () => {
    const { app } = testApp;
    const { client, applicationId } = await hiredPair(app);
    const response = await propose(app, client, applicationId, {
      ...buildTerms(),
      title: 'ab',
      currency: 'DOGE' as 'USD',
      milestones: [{ title: 'Zero', amount: 0, dueDate: '2027-13-45' }],
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'A title must be at least 3 characters.',
        'Choose a currency from the list, or TOKENS.',
        'Enter an amount above 0.',
      ]),
    );
    const empty = await propose(app, client, applicationId, { ...buildTerms(), milestones: [] });
    expect(empty.json().errors[0].message).toBe('Add at least one milestone.');
    const list = await app.inject({ method: 'GET', url: '/api/contracts', headers: client.headers });
    expect(list.json().contracts).toEqual([]);
  });

  it('lets the client edit and withdraw a proposal, after which a new one may be proposed', async () => {
    const { app, database } = testApp;
    const { client, developer, applicationId } = await hiredPair(app);
    const proposed = await proposeOk(app, client, applicationId);
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/contracts/${proposed.id}`,
      headers: client.headers,
      payload: buildTerms({ currency: 'EUR', milestones: [{ title: 'Everything', amount: 900, dueDate: null }] }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().contract).toMatchObject({ currency: 'EUR', total: 900, status: 'proposed' });
    expect((await notificationsOf(database.db, developer.user.id)).at(-1)?.kind).toBe('contract.updated');

    const byDeveloper = await app.inject({
      method: 'PATCH',
      url: `/api/contracts/${proposed.id}`,
      headers: developer.headers,
      payload: buildTerms(),
    });
    expect(byDeveloper.statusCode).toBe(403);

    const withdrawn = await contractAction(app, client, proposed.id, 'withdraw');
    expect(withdrawn.json().contract.status).toBe('withdrawn');
    const accepted = await contractAction(app, developer, proposed.id, 'accept', { termsVersion: 2 });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toBe('This contract is withdrawn, so the proposal can no longer change.');
    expect((await propose(app, client, applicationId)).statusCode).toBe(201);
  });

  it('lets the developer decline with a message, which the client reads; the deal stays in negotiation', async () => {
    const { app, database } = testApp;
    const { client, developer, applicationId, jobId } = await hiredPair(app);
    const proposed = await proposeOk(app, client, applicationId);
    const declined = await contractAction(app, developer, proposed.id, 'decline', {
      message: 'The budget is too low.',
    });
    expect(declined.json().contract).toMatchObject({ status: 'declined', decisionMessage: 'The budget is too low.' });
    expect((await notificationsOf(database.db, client.user.id)).at(-1)).toMatchObject({
      kind: 'contract.declined',
      body: 'The budget is too low.',
    });
    const [job] = await database.db.select().from(jobs).where(eq(jobs.id, jobId));
    const [deal] = await database.db
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, job?.opportunityId ?? ''));
    expect(deal?.pipelineStageName).toBe('Contract Negotiation');
  });

  it('moves the deal to Closed Won with the total in its currency when the developer accepts', async () => {
    const { app, database } = testApp;
    const { contract, jobId, client } = await activeContract(app, buildTerms({ currency: 'GBP' }));
    expect(contract.status).toBe('active');
    const [job] = await database.db.select().from(jobs).where(eq(jobs.id, jobId));
    const dealId = job?.opportunityId ?? '';
    const [deal] = await database.db.select().from(opportunities).where(eq(opportunities.id, dealId));
    expect(deal).toMatchObject({ pipelineStageName: 'Closed Won', status: 'won', monetaryValue: 100, currency: 'GBP' });
    const history = await database.db
      .select()
      .from(opportunityStageHistory)
      .where(eq(opportunityStageHistory.opportunityId, dealId));
    expect(history.at(-1)).toMatchObject({ fromStage: 'Contract Negotiation', toStage: 'Closed Won' });
    expect((await notificationsOf(database.db, client.user.id)).at(-1)?.kind).toBe('contract.accepted');
  });

  it('shows a contract to its parties and the admin only, and lists mine by role and status', async () => {
    const { app } = testApp;
    const { contract, client, developer } = await activeContract(app);
    const stranger = await createVisitor(app);
    expect((await getContractAs(app, stranger, contract.id)).statusCode).toBe(404);
    expect((await getContractAs(app, null, contract.id)).json().contract.viewerRole).toBe('admin');
    const asDeveloper = (await getContractAs(app, developer, contract.id)).json().contract;
    expect(asDeveloper.viewerRole).toBe('developer');
    expect(asDeveloper.milestones[0].actions).toEqual([]);
    expect((await getContractAs(app, client, contract.id)).json().contract.milestones[0].actions).toEqual([
      'fund',
      'cancel',
    ]);

    const list = async (visitor: typeof client, query: string) =>
      (await app.inject({ method: 'GET', url: `/api/contracts?${query}`, headers: visitor.headers })).json();
    expect((await list(client, 'role=client')).contracts.map((c: { id: string }) => c.id)).toEqual([contract.id]);
    expect((await list(client, 'role=developer')).contracts).toEqual([]);
    expect((await list(developer, 'status=active')).contracts[0]).toMatchObject({
      id: contract.id,
      viewerRole: 'developer',
      milestoneCounts: { total: 2, settled: 0 },
      needsMe: false,
    });
    expect((await list(client, 'status=active')).contracts[0].needsMe).toBe(true);
    expect((await list(developer, 'status=completed')).contracts).toEqual([]);
  });

  it('pages the list with a cursor', async () => {
    const { app } = testApp;
    const client = await createNamedVisitor(app, 'Paging Client');
    for (let index = 0; index < 3; index++) {
      const developer = await createNamedVisitor(app, `Dev ${index}`);
      const jobId = await publishJob(app, client);
      const applicationId = await applyToJob(app, developer, jobId);
      for (const status of ['shortlisted', 'hired']) {
        await app.inject({
          method: 'POST',
          url: `/api/applications/${applicationId}/status`,
          headers: client.headers,
          payload: { status },
        });
      }
      await proposeOk(app, client, applicationId, buildTerms({ title: `Contract number ${index}` }));
    }
    const first = (await app.inject({ method: 'GET', url: '/api/contracts?limit=2', headers: client.headers })).json();
    expect(first.contracts.map((c: { title: string }) => c.title)).toEqual(['Contract number 2', 'Contract number 1']);
    const second = (
      await app.inject({
        method: 'GET',
        url: `/api/contracts?limit=2&cursor=${first.nextCursor}`,
        headers: client.headers,
      })
    ).json();
    expect(second.contracts.map((c: { title: string }) => c.title)).toEqual(['Contract number 0']);
    expect(second.nextCursor).toBeNull();
  });
});
