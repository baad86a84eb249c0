import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvStatement, TEST_BANK } from '../../test/bank-statement-factories.ts';
import { ADMIN } from '../../test/bounty-factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import {
  activeContract,
  buildTerms,
  DELIVERY,
  getContractAs,
  milestoneAction,
  milestoneActionOk,
  type Visitor,
} from '../../test/contract-factories.ts';
import { bankOf, owedTo, postOperation } from '../ledger/ledger.service.ts';

/**
 * Earnings and Billing (issue 42): what the ledger released, owes and paid out, as each party sees
 * it, with the milestone's money status on the contract page and the client's receipt.
 */
describe('earnings and billing', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED, config: TEST_BANK });
  });
  afterAll(() => testApp.close());

  const get = (url: string, visitor: Visitor) => testApp.app.inject({ method: 'GET', url, headers: visitor.headers });
  const moneyOf = async (visitor: Visitor, contractId: string) =>
    (await getContractAs(testApp.app, visitor, contractId))
      .json()
      .contract.milestones.map((m: { money: unknown }) => m.money);

  it('shows the release less the fee, what is in escrow, and the day a payout sent it', async () => {
    const app = testApp.app;
    const { client, developer, contract } = await activeContract(
      app,
      buildTerms({
        currency: 'EUR',
        milestones: [
          { title: 'Design', amount: 61, dueDate: null },
          { title: 'Build', amount: 39, dueDate: null },
        ],
      }),
    );
    const [design, build] = contract.milestones;
    if (!design || !build) throw new Error('no milestones');
    const references = [];
    for (const milestone of [design, build]) {
      const funded = await milestoneAction(app, client, contract.id, milestone.id, 'fund');
      references.push(funded.json().instruction.reference as string);
    }
    expect(await moneyOf(developer, contract.id)).toEqual([
      { state: 'awaiting_transfer', at: null },
      { state: 'awaiting_transfer', at: null },
    ]);
    await app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements',
      headers: ADMIN,
      payload: {
        content: csvStatement([
          { bankId: 'E-1', amount: '61.00', currency: 'EUR', reference: references[0] },
          { bankId: 'E-2', amount: '39.00', currency: 'EUR', reference: references[1] },
        ]),
      },
    });
    await milestoneActionOk(app, developer, contract.id, design.id, 'submit', DELIVERY);
    await milestoneActionOk(app, client, contract.id, design.id, 'approve');
    expect(await moneyOf(developer, contract.id)).toEqual([
      { state: 'owed', at: null },
      { state: 'in_escrow', at: null },
    ]);
    expect(await moneyOf(client, contract.id)).toEqual([
      { state: 'released', at: null },
      { state: 'in_escrow', at: null },
    ]);

    const earnings = await get('/api/earnings', developer);
    expect(earnings.statusCode).toBe(200);
    expect(earnings.json().totals).toEqual([
      { currency: 'EUR', gross: 6100, fee: 763, released: 5337, refunded: 0, owed: 5337, paidOut: 0 },
    ]);
    expect(earnings.json().lines[0]).toMatchObject({ kind: 'release', amount: 5337, fee: 763, paidOutAt: null });
    const csv = await get('/api/earnings?format=csv', developer);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\n')[1]).toMatch(/^\d{4}-\d{2}-\d{2},release,"?Paid for .*",EUR,61\.00,7\.63,53\.37,$/);

    const billing = (await get('/api/billing', client)).json();
    expect(billing.totals).toEqual([{ currency: 'EUR', paid: 10000, inEscrow: 3900, released: 6100, owedToYou: 0 }]);
    expect(
      billing.instructions.map((i: { milestoneTitle: string; hasReceipt: boolean }) => [
        i.milestoneTitle,
        i.hasReceipt,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Design', true],
        ['Build', false],
      ]),
    );
    const receiptUrl = `/api/contracts/${contract.id}/milestones/${design.id}/receipt.pdf`;
    expect((await get(receiptUrl, client)).headers['content-type']).toBe('application/pdf');
    expect((await get(`/api/contracts/${contract.id}/milestones/${build.id}/receipt.pdf`, client)).statusCode).toBe(
      404,
    );
    expect((await get(receiptUrl, developer)).statusCode).toBe(404);

    // A payout as the finance role's batch books it: what is owed leaves through the bank.
    await postOperation(testApp.database.db, {
      idempotencyKey: 'payout:test-1',
      currency: 'EUR',
      type: 'Transfer',
      userId: developer.user.id,
      direction: 'out',
      description: 'Payout PO-TEST-1',
      movements: [{ from: owedTo(developer.user.id, 'EUR'), to: bankOf('EUR'), amount: 5337 }],
    });
    const [paid] = await moneyOf(developer, contract.id);
    expect(paid).toMatchObject({ state: 'paid_out' });
    expect((await get('/api/earnings', developer)).json().totals[0]).toMatchObject({ owed: 0, paidOut: 5337 });
    expect((await get('/api/earnings', client)).json()).toMatchObject({ totals: [], lines: [] });
    const verify = (await app.inject({ method: 'GET', url: '/api/ledger/verify', headers: ADMIN })).json();
    expect(verify.ok).toBe(true);
  });

  it('asks for a session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/earnings' })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/billing' })).statusCode).toBe(401);
  });
});
