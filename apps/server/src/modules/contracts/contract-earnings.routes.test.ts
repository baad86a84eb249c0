import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger, walletOf } from '../../test/bounty-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { DELIVERY, getContractAs, milestoneActionOk, resolve } from '../../test/contract-factories.ts';
import { activeNamedContract, fund, uniqueName } from '../../test/leaving-factories.ts';

/**
 * Issue 41 §6: the wallet's "Total earned" counts what the member earned, a contract's payment to
 * its developer as well as a bounty's reward; a refund gives a client back their own tokens and
 * earns them nothing.
 */
describe("a TOKENS contract's payments in the wallet's Total earned", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const deal = (amount: number) =>
    activeNamedContract(testApp.app, { client: uniqueName('Clara'), developer: uniqueName('Priya') }, { amount });

  it('counts the 250 an approved milestone paid the developer', async () => {
    const { app } = testApp;
    const contract = await deal(250);
    await fund(app, contract);
    await milestoneActionOk(app, contract.developer, contract.contractId, contract.milestoneId, 'submit', DELIVERY);
    await milestoneActionOk(app, contract.client, contract.contractId, contract.milestoneId, 'approve');
    expect(await walletOf(app, contract.developer)).toMatchObject({ balance: 250, staked: 0, totalEarned: 250 });
    // The client earned their 250 by a bounty (the factory's way to hold tokens); paying adds nothing.
    expect(await walletOf(app, contract.client)).toMatchObject({ balance: 0, totalEarned: 250 });
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it("does not count the client's refund of a cancelled milestone", async () => {
    const { app } = testApp;
    const contract = await deal(120);
    await fund(app, contract);
    await milestoneActionOk(app, contract.client, contract.contractId, contract.milestoneId, 'cancel');
    expect(await walletOf(app, contract.client)).toMatchObject({ balance: 120, totalEarned: 120 });
    expect(await walletOf(app, contract.developer)).toMatchObject({ balance: 0, totalEarned: 0 });
    expect((await verifyLedger(app)).ok).toBe(true);
  });

  it("counts a dispute's share to the developer, not the rest refunded to the client", async () => {
    const { app } = testApp;
    const contract = await deal(100);
    await fund(app, contract);
    await milestoneActionOk(app, contract.developer, contract.contractId, contract.milestoneId, 'submit', DELIVERY);
    await milestoneActionOk(app, contract.developer, contract.contractId, contract.milestoneId, 'dispute', {
      reason: 'The client stopped answering after the delivery.',
    });
    const page = (await getContractAs(app, contract.developer, contract.contractId)).json().contract;
    const resolved = await resolve(app, page.milestones[0].dispute.id, {
      outcome: 'split',
      developerAmount: 30,
      note: 'Most of the work was done.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(await walletOf(app, contract.developer)).toMatchObject({ balance: 30, totalEarned: 30 });
    expect(await walletOf(app, contract.client)).toMatchObject({ balance: 70, totalEarned: 100 });
    expect((await verifyLedger(app)).ok).toBe(true);
  });
});
