import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger, walletOf } from '../../test/bounty-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { DELIVERY, getContractAs, milestoneActionOk, resolve } from '../../test/contract-factories.ts';
import { activeNamedContract, fund, type NamedContract, uniqueName } from '../../test/leaving-factories.ts';
import { users } from '../users/users.tables.ts';

/**
 * Issue 40 §4: tokens a contract would pay to a member who has left go to the bounty pool. A
 * deletion is refused while escrow is held, so this is a member who left before that rule, or
 * whose deletion committed just before the payment: marked deleted here straight in the table.
 */
describe('a release or refund to a member who has left goes to the bounty pool', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const leave = (userId: string) =>
    testApp.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId));

  async function delivered(): Promise<NamedContract> {
    const deal = await activeNamedContract(testApp.app, { client: uniqueName('Cora'), developer: uniqueName('Dane') });
    await fund(testApp.app, deal);
    await milestoneActionOk(testApp.app, deal.developer, deal.contractId, deal.milestoneId, 'submit', DELIVERY);
    return deal;
  }

  it('pays an approved milestone of a developer who has left into the pool, not their wallet', async () => {
    const { app } = testApp;
    const deal = await delivered();
    const before = await verifyLedger(app);
    await leave(deal.developer.user.id);
    await milestoneActionOk(app, deal.client, deal.contractId, deal.milestoneId, 'approve');
    const after = await verifyLedger(app);
    expect(after.ok).toBe(true);
    expect(after.totals.pool - before.totals.pool).toBe(100);
    expect(after.totals.escrow - before.totals.escrow).toBe(-100);
    expect(after.totals.circulating).toBe(before.totals.circulating);
  });

  it("splits a dispute: the developer's share to them, the refund of a client who has left to the pool", async () => {
    const { app } = testApp;
    const deal = await delivered();
    await milestoneActionOk(app, deal.developer, deal.contractId, deal.milestoneId, 'dispute', {
      reason: 'The client stopped answering after the delivery.',
    });
    const page = (await getContractAs(app, deal.developer, deal.contractId)).json().contract;
    const before = await verifyLedger(app);
    await leave(deal.client.user.id);
    const resolved = await resolve(app, page.milestones[0].dispute.id, {
      outcome: 'split',
      developerAmount: 30,
      note: 'Most of the work was done.',
    });
    expect(resolved.statusCode).toBe(200);
    const after = await verifyLedger(app);
    expect(after.ok).toBe(true);
    expect(after.totals.pool - before.totals.pool).toBe(70);
    expect((await walletOf(app, deal.developer)).balance).toBe(30);
  });
});
