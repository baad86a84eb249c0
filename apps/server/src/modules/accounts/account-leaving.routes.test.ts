import { ACCOUNT_MESSAGES, DELETED_MEMBER_NAME } from '@app/shared/accounts/accounts.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideOk } from '../../test/application-factories.ts';
import { verifyLedger, walletOf } from '../../test/bounty-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { postAnswer, postQuestion, UNLIMITED } from '../../test/community-factories.ts';
import { DELIVERY, getContractAs, milestoneActionOk } from '../../test/contract-factories.ts';
import { applyToJob, createNamedVisitor, sendMessage } from '../../test/conversation-factories.ts';
import {
  activeNamedContract,
  columnsContaining,
  deleteAccountOf,
  fund,
  jobBody,
  uniqueName,
} from '../../test/leaving-factories.ts';
import { accountEmails } from '../delivery/delivery.tables.ts';

/**
 * Issue 40 §4: leaving the platform settles money first, and leaves no copy of the member's name.
 */
describe('leaving the platform: money settled first, no name left behind', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  it('refuses either party while tokens are in escrow: 409 listing the contract, and nothing is deleted', async () => {
    const { app } = testApp;
    const deal = await activeNamedContract(app, { client: uniqueName('Cleo'), developer: uniqueName('Dev') });
    await fund(app, deal);
    for (const [party, role] of [
      [deal.client, 'client'],
      [deal.developer, 'developer'],
    ] as const) {
      const refused = await deleteAccountOf(app, party, true);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        error: 'contracts_to_settle',
        message: ACCOUNT_MESSAGES.contractsToSettle,
        contracts: [
          { id: deal.contractId, title: 'Booking app, first release', role, link: `/contracts/${deal.contractId}` },
        ],
      });
      // Still signed in, still named.
      const me = await app.inject({ method: 'GET', url: '/api/account', headers: party.headers });
      expect(me.statusCode).toBe(200);
      expect(me.json().account.user.name).not.toBe(DELETED_MEMBER_NAME);
    }
    // Delivered (the developer is owed the release): still refused.
    await milestoneActionOk(app, deal.developer, deal.contractId, deal.milestoneId, 'submit', DELIVERY);
    expect((await deleteAccountOf(app, deal.developer)).statusCode).toBe(409);
    // Settled: the developer may go, with the released tokens forfeited as they confirm.
    await milestoneActionOk(app, deal.client, deal.contractId, deal.milestoneId, 'approve');
    expect((await walletOf(app, deal.developer)).balance).toBe(100);
    expect((await deleteAccountOf(app, deal.developer, true)).statusCode).toBe(200);
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it('refuses a currency contract until its approved payment is confirmed', async () => {
    const { app } = testApp;
    const deal = await activeNamedContract(
      app,
      { client: uniqueName('Cass'), developer: uniqueName('Dario') },
      { currency: 'USD', amount: 500 },
    );
    const move = (who: 'client' | 'developer', action: string, body?: object) =>
      milestoneActionOk(app, deal[who], deal.contractId, deal.milestoneId, action, body);
    await move('client', 'fund');
    await move('developer', 'submit', DELIVERY);
    await move('client', 'approve');
    expect((await deleteAccountOf(app, deal.client)).json().error).toBe('contracts_to_settle');
    await move('client', 'record-payment', { date: '2026-11-25', method: 'Bank transfer' });
    expect((await deleteAccountOf(app, deal.developer)).json().error).toBe('contracts_to_settle');
    await move('developer', 'confirm-payment');
    expect((await deleteAccountOf(app, deal.client)).statusCode).toBe(200);
  });

  it('lets a party go while their contract holds nothing (nothing funded yet)', async () => {
    const { app } = testApp;
    const deal = await activeNamedContract(app, { client: uniqueName('Cyra'), developer: uniqueName('Dmitri') });
    expect((await deleteAccountOf(app, deal.developer)).statusCode).toBe(200);
  });

  it('replaces every copy of the name after a full contract with reviews and messages: no text column holds it', async () => {
    const { app, database } = testApp;
    const db = database.db;
    const developerName = uniqueName('Zephyrine');
    const surname = developerName.split(' ')[1] as string;
    const deal = await activeNamedContract(app, { client: uniqueName('Clement'), developer: developerName });
    // The client reads mail: every notice that names the developer is queued as a mail too.
    await db
      .insert(accountEmails)
      .values({ userId: deal.client.user.id, email: 'clement@example.com', verifiedAt: new Date() });
    await sendMessage(app, deal.client, deal.applicationId, 'Welcome aboard, looking forward to it.');
    await sendMessage(app, deal.developer, deal.applicationId, 'Thanks, starting on the calendar today.');
    await fund(app, deal);
    await milestoneActionOk(app, deal.developer, deal.contractId, deal.milestoneId, 'submit', DELIVERY);
    await milestoneActionOk(app, deal.client, deal.contractId, deal.milestoneId, 'approve');
    for (const [author, text] of [
      [deal.client, 'Delivered on time, clear communication throughout.'],
      [deal.developer, 'Clear brief and quick answers, a pleasure to work with.'],
    ] as const) {
      const reviewed = await app.inject({
        method: 'POST',
        url: `/api/contracts/${deal.contractId}/reviews`,
        headers: author.headers,
        payload: { rating: 5, text },
      });
      expect(reviewed.statusCode).toBe(201);
    }
    // An answer to the client's question, a job posted through the developer's referral link, a
    // task the developer created, and a second job the developer applied to.
    const question = await postQuestion(app, deal.client);
    await postAnswer(app, deal.developer, question.id);
    const referred = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { ...deal.client.headers, 'idempotency-key': `referred-${deal.jobId}` },
      payload: jobBody({ developerRef: deal.profileId, developerName }),
    });
    expect(referred.statusCode, referred.body).toBe(201);
    const task = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: deal.developer.headers,
      payload: { title: 'Write the release notes' },
    });
    expect(task.statusCode).toBe(201);
    const other = await createNamedVisitor(app, uniqueName('Olga'));
    const otherJob = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { ...other.headers, 'idempotency-key': `other-${deal.jobId}` },
      payload: jobBody({ title: 'Another job' }),
    });
    const secondApplication = await applyToJob(app, deal.developer, otherJob.json().jobId);
    await decideOk(app, other, secondApplication, 'shortlisted');

    const before = await columnsContaining(db, surname);
    console.log('BEFORE', before);
    for (const column of [
      'users.name',
      'contracts.developer_name',
      'contract_reviews.author_name',
      'notifications.title',
    ]) {
      expect(before).toContain(column);
    }
    expect(before).toContain('outbox.payload');

    expect((await deleteAccountOf(app, deal.developer, true)).statusCode).toBe(200);

    expect(await columnsContaining(db, surname)).toEqual([]);
    // The others' side reads whole, now with "Deleted member".
    const contract = (await getContractAs(app, deal.client, deal.contractId)).json().contract;
    expect(contract.developer.name).toBe(DELETED_MEMBER_NAME);
    const messages = await app.inject({
      method: 'GET',
      url: `/api/applications/${deal.applicationId}/messages`,
      headers: deal.client.headers,
    });
    expect(messages.json().messages).toHaveLength(2);
    expect((await verifyLedger(app)).ok).toBe(true);
  });
});
