import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, verifyLedger } from '../../test/bounty-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { availableOf, bankOf, contractEscrowOf, MINT, owedTo, postOperation, revenueIn } from './ledger.service.ts';

/**
 * Currencies in the ledger (issue 42, decision 022): amounts in minor units, one currency per
 * operation, the bank as the other side of what came in, and GET /api/ledger/verify checking each
 * currency: the bank holds escrows + what is owed + revenue.
 */
describe('the ledger in currencies', () => {
  let testApp: TestApp;
  const contractId = '00000000-0000-4000-8000-0000000000e1';
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const verify = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/ledger/verify', headers: ADMIN })).json();

  it('holds a transfer in escrow, pays the developer less the fee and pays out, to the cent', async () => {
    const db = testApp.database.db;
    const developer = await createVisitor(testApp.app);
    // €1,500.05 arrives on the platform's bank account for the contract's escrow.
    const arrived = await postOperation(db, {
      idempotencyKey: 'test:eur:arrived',
      currency: 'EUR',
      type: 'Fund',
      description: 'Bank transfer RF18 5390 0754 7034',
      movements: [{ from: bankOf('EUR'), to: contractEscrowOf(contractId), amount: 150_005 }],
    });
    expect(arrived.balanceOf(bankOf('EUR'))).toBe(-150_005);
    expect(arrived.transaction.currency).toBe('EUR');
    // Approval: the developer is owed the amount less 10% (€150.01, rounded half up), the fee is revenue.
    await postOperation(db, {
      idempotencyKey: 'test:eur:release',
      currency: 'EUR',
      type: 'Transfer',
      userId: developer.user.id,
      direction: 'in',
      earned: true,
      description: 'Released',
      movements: [
        { from: contractEscrowOf(contractId), to: owedTo(developer.user.id, 'EUR'), amount: 134_994 },
        { from: contractEscrowOf(contractId), to: revenueIn('EUR'), amount: 15_011 },
      ],
    });
    let audit = await verify();
    expect(audit.ok).toBe(true);
    expect(audit.currencies).toEqual([
      { currency: 'EUR', held: 150_005, escrow: 0, owed: 134_994, revenue: 15_011, unmatched: 0 },
    ]);
    // The payout leaves the bank: it holds only the platform's fee.
    await postOperation(db, {
      idempotencyKey: 'test:eur:payout',
      currency: 'EUR',
      type: 'Transfer',
      description: 'Paid out',
      movements: [{ from: owedTo(developer.user.id, 'EUR'), to: bankOf('EUR'), amount: 134_994 }],
    });
    audit = await verify();
    expect(audit.ok).toBe(true);
    expect(audit.mismatches).toEqual([]);
    expect(audit.currencies).toEqual([
      { currency: 'EUR', held: 15_011, escrow: 0, owed: 0, revenue: 15_011, unmatched: 0 },
    ]);
    // The token figures know nothing of euros.
    const token = (await testApp.app.inject({ method: 'GET', url: '/api/token' })).json().token;
    expect(token.escrow).toBe(0);
    expect(audit.totals.escrow).toBe(0);
  });

  it('never takes an escrow or what is owed below zero', async () => {
    await expect(
      postOperation(testApp.database.db, {
        idempotencyKey: 'test:eur:overdraw',
        currency: 'EUR',
        type: 'Transfer',
        description: 'More than the escrow holds',
        movements: [{ from: contractEscrowOf(contractId), to: revenueIn('EUR'), amount: 1 }],
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('refuses an operation that mixes currencies, before or inside the database', async () => {
    const db = testApp.database.db;
    await expect(
      postOperation(db, {
        idempotencyKey: 'test:mixed:named',
        currency: 'EUR',
        type: 'Transfer',
        description: 'Euros into dollars',
        movements: [{ from: bankOf('EUR'), to: owedTo('00000000-0000-4000-8000-0000000000e2', 'USD'), amount: 5 }],
      }),
    ).rejects.toThrow(/cannot move owed:.*:USD/);
    // An escrow takes its currency from the operation that opened it: tokens cannot reach the euro one.
    const client = await createVisitor(testApp.app);
    await postOperation(db, {
      idempotencyKey: 'test:mixed:mint',
      type: 'Mint',
      description: 'Tokens to try with',
      movements: [{ from: MINT, to: availableOf(client.user.id), amount: 10 }],
    });
    await expect(
      postOperation(db, {
        idempotencyKey: 'test:mixed:escrow',
        type: 'Transfer',
        description: 'Tokens into a euro escrow',
        movements: [{ from: availableOf(client.user.id), to: contractEscrowOf(contractId), amount: 5 }],
      }),
    ).rejects.toThrow(/cannot move the EUR account escrow:contract:/);
    expect((await verify()).ok).toBe(true);
  });

  it('finds a posting that breaks a currency', async () => {
    const db = testApp.database.db;
    await db.execute(sql`
      insert into ledger_postings (transaction_id, account_id, amount)
      select t.id, a.id, 1 from ledger_transactions t, ledger_accounts a
      where t.idempotency_key = 'test:eur:payout' and a.key = 'revenue:EUR'`);
    const audit = await verifyLedger(testApp.app);
    expect(audit.ok).toBe(false);
    expect(audit.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: 'balanced' }),
        expect.objectContaining({ check: 'balance', account: 'revenue:EUR' }),
        expect.objectContaining({ check: 'held', account: 'bank:EUR' }),
      ]),
    );
  });
});
