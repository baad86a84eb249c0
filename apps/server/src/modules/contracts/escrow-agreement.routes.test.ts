import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOf } from '../../test/application-factories.ts';
import { earnTokens, verifyLedger, walletOf } from '../../test/bounty-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import {
  activeContract,
  buildTerms,
  contractAction,
  DELIVERY,
  getContractAs,
  hiredPair,
  milestoneAction,
  milestoneActionOk,
  proposeOk,
} from '../../test/contract-factories.ts';

const REASON = { reason: 'We are stopping the project for budget reasons.' };
const DISPUTE = { reason: 'The second delivery still misses the week view.' };

/** An active TOKENS contract whose first milestone (60 tokens) was funded, delivered and sent back. */
async function sentBack(testApp: TestApp) {
  const { app } = testApp;
  const pair = await activeContract(app);
  await earnTokens(app, pair.client, 60);
  const id = pair.contract.milestones[0]?.id ?? '';
  await milestoneActionOk(app, pair.client, pair.contract.id, id, 'fund');
  await milestoneActionOk(app, pair.developer, pair.contract.id, id, 'submit', DELIVERY);
  const contract = await milestoneActionOk(app, pair.client, pair.contract.id, id, 'request-changes', {
    note: 'The calendar misses week view.',
  });
  return { ...pair, contract, id };
}

const milestoneOf = async (testApp: TestApp, pair: Awaited<ReturnType<typeof sentBack>>) =>
  (await getContractAs(testApp.app, pair.client, pair.contract.id)).json().contract.milestones[0];

describe('escrow of a delivered milestone moves only the way the contract says (issue 40 §2)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  it('keeps a sent-back milestone in "changes requested": the client cannot cancel it or the contract alone', async () => {
    const { app } = testApp;
    const pair = await sentBack(testApp);
    const { client, developer, contract, id } = pair;
    expect(contract.milestones[0]).toMatchObject({
      status: 'changes_requested',
      actions: ['dispute', 'request-cancellation'],
    });
    const asDeveloper = (await getContractAs(app, developer, contract.id)).json().contract;
    expect(asDeveloper.milestones[0]).toMatchObject({
      changesNote: 'The calendar misses week view.',
      actions: ['submit', 'dispute'],
    });

    const cancel = await milestoneAction(app, client, contract.id, id, 'cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      success: false,
      error: 'conflict',
      message: CONTRACT_MESSAGES.deliveredNeedsAgreement,
    });
    for (const party of [client, developer]) {
      const ended = await contractAction(app, party, contract.id, 'cancel');
      expect(ended.statusCode).toBe(409);
      expect(ended.json().message).toBe(CONTRACT_MESSAGES.cannotCancel);
    }
    expect((await walletOf(app, client)).balance).toBe(0);

    // The developer delivers again; a second round of changes can end in a dispute.
    const again = await milestoneActionOk(app, developer, contract.id, id, 'submit', {
      note: 'Week view added.',
      links: [],
    });
    expect(again.milestones[0]?.status).toBe('submitted');
    await milestoneActionOk(app, client, contract.id, id, 'request-changes', { note: 'Still missing.' });
    const disputed = await milestoneActionOk(app, developer, contract.id, id, 'dispute', DISPUTE);
    expect(disputed.milestones[0]?.status).toBe('disputed');
    expect((await walletOf(app, client)).balance).toBe(0);
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it('refunds a delivered milestone once the developer agrees to the client’s request, not before', async () => {
    const { app, database } = testApp;
    const pair = await sentBack(testApp);
    const { client, developer, contract, id } = pair;
    const byDeveloper = await milestoneAction(app, developer, contract.id, id, 'request-cancellation', REASON);
    expect(byDeveloper.statusCode).toBe(403);

    const asked = await milestoneActionOk(app, client, contract.id, id, 'request-cancellation', REASON);
    expect(asked.milestones[0]).toMatchObject({ status: 'changes_requested', actions: ['dispute'] });
    expect((await notificationsOf(database.db, developer.user.id)).at(-1)).toMatchObject({
      kind: 'milestone.cancel_requested',
      body: REASON.reason,
    });
    const seen = (await getContractAs(app, developer, contract.id)).json().contract.milestones[0];
    expect(seen.cancellation).toMatchObject({ reason: REASON.reason, answer: null });
    expect(seen.actions).toEqual(['submit', 'dispute', 'accept-cancellation', 'decline-cancellation']);
    const twice = await milestoneAction(app, client, contract.id, id, 'request-cancellation', REASON);
    expect(twice.json().message).toBe(CONTRACT_MESSAGES.cancellationAlreadyRequested);

    await milestoneActionOk(app, developer, contract.id, id, 'decline-cancellation');
    expect((await notificationsOf(database.db, client.user.id)).at(-1)?.kind).toBe('milestone.cancel_declined');
    const declined = await milestoneOf(testApp, pair);
    expect(declined).toMatchObject({ status: 'changes_requested', cancellation: { answer: 'declined' } });
    expect((await walletOf(app, client)).balance).toBe(0);

    await milestoneActionOk(app, client, contract.id, id, 'request-cancellation', REASON);
    const agreed = await milestoneActionOk(app, developer, contract.id, id, 'accept-cancellation');
    expect(agreed.milestones[0]).toMatchObject({ status: 'cancelled' });
    expect((await milestoneOf(testApp, pair)).cancellation).toMatchObject({ answer: 'accepted' });
    expect((await notificationsOf(database.db, client.user.id)).at(-1)?.kind).toBe('milestone.cancel_accepted');
    expect((await walletOf(app, client)).balance).toBe(60);
    expect((await walletOf(app, developer)).balance).toBe(0);
    // With the delivery settled, the contract may end; the second milestone was never funded.
    expect((await contractAction(app, client, contract.id, 'cancel')).json().contract.status).toBe('cancelled');
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it('lets one of a racing cancellation and dispute win, and moves the escrow once', async () => {
    const { app } = testApp;
    const pair = await sentBack(testApp);
    const { client, developer, contract, id } = pair;
    const [cancel, dispute] = await Promise.all([
      milestoneAction(app, client, contract.id, id, 'cancel'),
      milestoneAction(app, developer, contract.id, id, 'dispute', DISPUTE),
    ]);
    expect([cancel.statusCode, dispute.statusCode]).toEqual([409, 200]);
    expect((await walletOf(app, client)).balance).toBe(0);

    // The developer's agreement races the client's own dispute: exactly one takes effect.
    const other = await sentBack(testApp);
    await milestoneActionOk(app, other.client, other.contract.id, other.id, 'request-cancellation', REASON);
    const answers = await Promise.all([
      milestoneAction(app, other.developer, other.contract.id, other.id, 'accept-cancellation'),
      milestoneAction(app, other.client, other.contract.id, other.id, 'dispute', DISPUTE),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const final = await milestoneOf(testApp, other);
    const refunded = (await walletOf(app, other.client)).balance;
    if (final.status === 'cancelled') {
      expect(refunded).toBe(60);
      expect(final.dispute).toBeNull();
    } else {
      expect(final).toMatchObject({ status: 'disputed', cancellation: null });
      expect(refunded).toBe(0);
    }
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it('refuses an acceptance of terms the client edited since the developer opened them', async () => {
    const { app, database } = testApp;
    const { client, developer, applicationId } = await hiredPair(app);
    const proposed = await proposeOk(app, client, applicationId);
    const read = (await getContractAs(app, developer, proposed.id)).json().contract;
    expect(read.termsVersion).toBe(1);
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/contracts/${proposed.id}`,
      headers: client.headers,
      payload: buildTerms({ milestones: [{ title: 'Everything', amount: 10, dueDate: null }] }),
    });
    expect(edit.json().contract.termsVersion).toBe(2);

    const stale = await contractAction(app, developer, proposed.id, 'accept', { termsVersion: read.termsVersion });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      error: 'conflict',
      message: 'The terms changed since you opened them.',
    });
    expect((await getContractAs(app, developer, proposed.id)).json().contract.status).toBe('proposed');
    expect((await notificationsOf(database.db, client.user.id)).some((n) => n.kind === 'contract.accepted')).toBe(
      false,
    );
    expect((await contractAction(app, developer, proposed.id, 'accept')).statusCode).toBe(400);

    const accepted = await contractAction(app, developer, proposed.id, 'accept', { termsVersion: 2 });
    expect(accepted.json().contract).toMatchObject({ status: 'active', total: 10 });
  });
});
