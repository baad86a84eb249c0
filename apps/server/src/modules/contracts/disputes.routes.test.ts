import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test/application-factories.ts';
import { ADMIN, earnTokens, verifyLedger, walletOf } from '../../test/bounty-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import {
  activeContract,
  buildTerms,
  DELIVERY,
  getContractAs,
  milestoneAction,
  milestoneActionOk,
  resolve,
} from '../../test/contract-factories.ts';

const ONE_MILESTONE = { milestones: [{ title: 'Whole app', amount: 100, dueDate: null }] };

describe('disputes and their resolution by the admin (issue 32 §3)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  /** A TOKENS contract whose one milestone is delivered and disputed by `by`. */
  async function disputed(by: 'client' | 'developer') {
    const { app } = testApp;
    const setup = await activeContract(app, buildTerms(ONE_MILESTONE));
    await earnTokens(app, setup.client, 100);
    const id = setup.contract.milestones[0]?.id ?? '';
    await milestoneActionOk(app, setup.client, setup.contract.id, id, 'fund');
    await milestoneActionOk(app, setup.developer, setup.contract.id, id, 'submit', DELIVERY);
    const contract = await milestoneActionOk(app, setup[by], setup.contract.id, id, 'dispute', {
      reason: 'The delivery does not match the scope we agreed.',
    });
    const page = (await getContractAs(app, setup.client, setup.contract.id)).json().contract;
    return { ...setup, milestoneId: id, contract, disputeId: page.milestones[0].dispute.id as string };
  }

  it('lists an open dispute for the admin only, with both parties told', async () => {
    const { app, database } = testApp;
    const { disputeId, contract, client, developer } = await disputed('developer');
    expect(contract.milestones[0]?.status).toBe('disputed');
    expect((await notificationsOf(database.db, client.user.id)).at(-1)?.kind).toBe('milestone.disputed');
    const list = await app.inject({ method: 'GET', url: '/api/admin/disputes', headers: ADMIN });
    expect(list.json().disputes.find((d: { id: string }) => d.id === disputeId)).toMatchObject({
      status: 'open',
      openedBy: 'developer',
      currency: 'TOKENS',
      milestone: { title: 'Whole app', amount: 100 },
    });
    const asVisitor = await app.inject({ method: 'GET', url: '/api/admin/disputes', headers: developer.headers });
    expect(asVisitor.statusCode).toBe(403);
  });

  it('splits in whole tokens through the ledger, tells both with the note, and completes the contract', async () => {
    const { app, database } = testApp;
    const { disputeId, client, developer, contract } = await disputed('client');
    const tooMuch = await resolve(app, disputeId, { outcome: 'split', developerAmount: 100, note: 'Half each.' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(CONTRACT_MESSAGES.splitTooLarge(100));
    const missing = await resolve(app, disputeId, { outcome: 'split', note: 'Half each.' });
    expect(missing.json().message).toBe(CONTRACT_MESSAGES.splitNeedsAmount);

    const resolved = await resolve(app, disputeId, {
      outcome: 'split',
      developerAmount: 70,
      note: 'Most was delivered.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().dispute).toMatchObject({ status: 'resolved', outcome: 'split', developerAmount: 70 });
    expect((await walletOf(app, developer)).balance).toBe(70);
    expect((await walletOf(app, client)).balance).toBe(30);
    const told = await notificationsOf(database.db, developer.user.id);
    expect(told.at(-2)).toMatchObject({
      kind: 'milestone.resolved',
      body: 'Split between them: Most was delivered.',
    });
    expect((await getContractAs(app, client, contract.id)).json().contract.status).toBe('completed');

    const again = await resolve(app, disputeId, { outcome: 'refund', note: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect((await walletOf(app, client)).balance).toBe(30);
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it('lets exactly one of two racing resolutions take effect, and moves the money once', async () => {
    const { app } = testApp;
    const { disputeId, client, developer } = await disputed('developer');
    const answers = await Promise.all([
      resolve(app, disputeId, { outcome: 'release', note: 'The work was delivered.' }),
      resolve(app, disputeId, { outcome: 'refund', note: 'Nothing usable was delivered.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const total = (await walletOf(app, client)).balance + (await walletOf(app, developer)).balance;
    expect(total).toBe(100);
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it('refunds the client in full, and the refund is the only money that moves', async () => {
    const { app } = testApp;
    const { disputeId, client, developer } = await disputed('developer');
    await resolve(app, disputeId, { outcome: 'refund', note: 'Nothing usable was delivered.' });
    expect((await walletOf(app, client)).balance).toBe(100);
    expect((await walletOf(app, developer)).balance).toBe(0);
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it('lets either party dispute an approved currency milestone whose payment is not confirmed', async () => {
    const { app } = testApp;
    const setup = await activeContract(app, buildTerms({ ...ONE_MILESTONE, currency: 'EUR' }));
    const id = setup.contract.milestones[0]?.id ?? '';
    await milestoneActionOk(app, setup.client, setup.contract.id, id, 'fund');
    await milestoneActionOk(app, setup.developer, setup.contract.id, id, 'submit', DELIVERY);
    await milestoneActionOk(app, setup.client, setup.contract.id, id, 'approve');
    await milestoneActionOk(app, setup.client, setup.contract.id, id, 'record-payment', {
      date: '2026-11-21',
      method: 'Wise',
    });
    const short = await milestoneAction(app, setup.developer, setup.contract.id, id, 'dispute', { reason: 'No.' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].message).toBe('A reason must be at least 10 characters.');
    const opened = await milestoneActionOk(app, setup.developer, setup.contract.id, id, 'dispute', {
      reason: 'Only half of the amount arrived in my account.',
    });
    expect(opened.milestones[0]?.status).toBe('disputed');
    const page = (await getContractAs(app, setup.client, setup.contract.id)).json().contract;
    const released = await resolve(app, page.milestones[0].dispute.id, {
      outcome: 'release',
      note: 'The client sends the rest.',
    });
    expect(released.json().dispute.developerAmount).toBe(100);
    expect((await getContractAs(app, setup.client, setup.contract.id)).json().contract.status).toBe('completed');
  });
});
