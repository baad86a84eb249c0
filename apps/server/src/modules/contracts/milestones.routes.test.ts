import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test/application-factories.ts';
import { earnTokens, verifyLedger, walletOf } from '../../test/bounty-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import {
  activeContract,
  buildTerms,
  completeMilestone,
  contractAction,
  DELIVERY,
  getContractAs,
  milestoneAction,
  milestoneActionOk,
} from '../../test/contract-factories.ts';

const tokenStats = async (testApp: TestApp) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/token' })).json().token as { escrow: number };

describe('milestones of a TOKENS contract: escrow in the ledger (issue 32 §2)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  it('refuses funding beyond the available balance with the exact message, and moves nothing', async () => {
    const { app } = testApp;
    const { client, contract } = await activeContract(app);
    await earnTokens(app, client, 40);
    const milestone = contract.milestones[0];
    const response = await milestoneAction(app, client, contract.id, milestone?.id ?? '', 'fund');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You have 40 tokens available; this milestone needs 60.');
    expect((await walletOf(app, client)).balance).toBe(40);
    expect((await getContractAs(app, client, contract.id)).json().contract.milestones[0].status).toBe('pending');
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it('funds into escrow, sends back for changes, approves and releases to the developer, then completes', async () => {
    const { app, database } = testApp;
    const { client, developer, contract, profileId } = await activeContract(app);
    await earnTokens(app, client, 150);
    const [first, second] = contract.milestones.map((m) => m.id) as [string, string];
    const escrowBefore = (await tokenStats(testApp)).escrow;

    const funded = await milestoneActionOk(app, client, contract.id, first, 'fund');
    expect(funded.milestones[0]?.status).toBe('funded');
    expect((await walletOf(app, client)).balance).toBe(90);
    expect((await tokenStats(testApp)).escrow).toBe(escrowBefore + 60);
    expect((await notificationsOf(database.db, developer.user.id)).at(-1)?.kind).toBe('milestone.funded');

    const early = await milestoneAction(app, developer, contract.id, second, 'submit', DELIVERY);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'This milestone is not funded yet: the client funds it before work is delivered.',
    );

    await milestoneActionOk(app, developer, contract.id, first, 'submit', DELIVERY);
    const sentBack = await milestoneActionOk(app, client, contract.id, first, 'request-changes', {
      note: 'The calendar misses week view.',
    });
    expect(sentBack.milestones[0]).toMatchObject({
      status: 'changes_requested',
      changesNote: 'The calendar misses week view.',
    });
    expect((await notificationsOf(database.db, developer.user.id)).at(-1)).toMatchObject({
      kind: 'milestone.changes_requested',
      body: 'The calendar misses week view.',
    });
    const resubmitted = await milestoneActionOk(app, developer, contract.id, first, 'submit', {
      note: 'Week view added.',
      links: [],
    });
    const delivered = (await getContractAs(app, client, contract.id)).json().contract.milestones[0];
    expect(delivered.deliveries.map((d: { note: string }) => d.note)).toEqual([DELIVERY.note, 'Week view added.']);
    expect(resubmitted.milestones[0]?.status).toBe('submitted');

    const byDeveloper = await milestoneAction(app, developer, contract.id, first, 'approve');
    expect(byDeveloper.statusCode).toBe(403);
    expect(byDeveloper.json().message).toBe(CONTRACT_MESSAGES.onlyClient);
    await milestoneActionOk(app, client, contract.id, first, 'approve');
    expect((await walletOf(app, developer)).balance).toBe(60);
    expect((await tokenStats(testApp)).escrow).toBe(escrowBefore);
    const twice = await milestoneAction(app, client, contract.id, first, 'approve');
    expect(twice.statusCode).toBe(409);
    expect((await walletOf(app, developer)).balance).toBe(60);

    const done = await completeMilestone(app, client, developer, contract.id, second);
    expect(done.status).toBe('completed');
    expect((await walletOf(app, developer)).balance).toBe(100);
    expect((await walletOf(app, client)).balance).toBe(50);
    expect((await notificationsOf(database.db, client.user.id)).at(-1)?.kind).toBe('contract.completed');
    const profile = await app.inject({ method: 'GET', url: `/api/developers/${profileId}` });
    expect(profile.json().developer.completedProjects).toBe(1);
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it('refunds a funded milestone that is cancelled, and a cancelled contract refunds what is in escrow', async () => {
    const { app } = testApp;
    const { client, developer, contract } = await activeContract(app);
    await earnTokens(app, client, 100);
    const [first, second] = contract.milestones.map((m) => m.id) as [string, string];
    await milestoneActionOk(app, client, contract.id, first, 'fund');
    const cancelled = await milestoneActionOk(app, client, contract.id, first, 'cancel');
    expect(cancelled.milestones[0]?.status).toBe('cancelled');
    expect((await walletOf(app, client)).balance).toBe(100);

    await milestoneActionOk(app, client, contract.id, second, 'fund');
    await milestoneActionOk(app, developer, contract.id, second, 'submit', DELIVERY);
    const blocked = await contractAction(app, developer, contract.id, 'cancel');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(CONTRACT_MESSAGES.cannotCancel);
    // Sent back for changes, the delivery still stands (issue 40 §2): it ends only by agreement.
    await milestoneActionOk(app, client, contract.id, second, 'request-changes', { note: 'Not yet.' });
    expect((await contractAction(app, developer, contract.id, 'cancel')).statusCode).toBe(409);
    await milestoneActionOk(app, client, contract.id, second, 'request-cancellation', {
      reason: 'We no longer need this part.',
    });
    // Both milestones are cancelled now, so the contract ends with them.
    const ended = await milestoneActionOk(app, developer, contract.id, second, 'accept-cancellation');
    expect(ended.status).toBe('cancelled');
    expect((await walletOf(app, client)).balance).toBe(100);
    expect((await walletOf(app, developer)).balance).toBe(0);
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it('refuses moves of a contract that is not active', async () => {
    const { app } = testApp;
    const { client, contract } = await activeContract(app);
    await contractAction(app, client, contract.id, 'cancel');
    const response = await milestoneAction(app, client, contract.id, contract.milestones[1]?.id ?? '', 'fund');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CONTRACT_MESSAGES.notActive('Cancelled'));
    const unknown = await milestoneAction(app, client, contract.id, crypto.randomUUID(), 'fund');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a delivery with a link that is not https', async () => {
    const { app } = testApp;
    const { client, developer, contract } = await activeContract(app, buildTerms({ currency: 'USD' }));
    const id = contract.milestones[0]?.id ?? '';
    await milestoneActionOk(app, client, contract.id, id, 'fund');
    const response = await milestoneAction(app, developer, contract.id, id, 'submit', {
      note: 'Done',
      links: ['http://example.com'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe('Links must be full URLs starting with https://.');
  });
});

describe('milestones of a currency contract: recorded, never processed (issue 32 §2)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  it('funds by statement, records the payment, and completes when the developer confirms it', async () => {
    const { app, database } = testApp;
    const terms = buildTerms({ currency: 'USD', milestones: [{ title: 'Whole app', amount: 4000, dueDate: null }] });
    const { client, developer, contract } = await activeContract(app, terms);
    const id = contract.milestones[0]?.id ?? '';
    await completeMilestone(app, client, developer, contract.id, id);
    const approved = (await getContractAs(app, client, contract.id)).json().contract;
    expect(approved.status).toBe('active');
    expect(approved.milestones[0].actions).toEqual(['record-payment', 'dispute']);

    const bad = await milestoneAction(app, client, contract.id, id, 'record-payment', { date: 'soon', method: 'Gold' });
    expect(bad.statusCode).toBe(400);
    const recorded = await milestoneActionOk(app, client, contract.id, id, 'record-payment', {
      date: '2026-11-20',
      method: 'Bank transfer',
      reference: 'INV-0042',
    });
    expect(recorded.milestones[0]?.status).toBe('payment_recorded');
    expect((await notificationsOf(database.db, developer.user.id)).at(-1)?.kind).toBe('milestone.payment_recorded');

    const confirmed = await milestoneActionOk(app, developer, contract.id, id, 'confirm-payment');
    expect(confirmed.status).toBe('completed');
    const page = (await getContractAs(app, developer, contract.id)).json().contract;
    expect(page.milestones[0].payment).toMatchObject({
      date: '2026-11-20',
      method: 'Bank transfer',
      reference: 'INV-0042',
      confirmedAt: expect.any(String),
    });
    expect((await walletOf(app, developer)).balance).toBe(0);
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it('refuses to record a payment on a TOKENS contract', async () => {
    const { app } = testApp;
    const { client, developer, contract } = await activeContract(app);
    await earnTokens(app, client, 60);
    const id = contract.milestones[0]?.id ?? '';
    await completeMilestone(app, client, developer, contract.id, id);
    const response = await milestoneAction(app, client, contract.id, id, 'record-payment', {
      date: '2026-11-20',
      method: 'Card',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CONTRACT_MESSAGES.tokensOnly);
  });
});
