import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../test/bounty-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';

const camt = readFileSync(new URL('./samples/camt053-001-02.xml', import.meta.url), 'utf8');
const csv = readFileSync(new URL('./samples/statement.csv', import.meta.url), 'utf8');

/**
 * Importing the platform's bank statements (issue 42): each entry once, the money that arrived held
 * in the currency's suspense account until a milestone claims it, GET /api/ledger/verify clean.
 */
describe('bank statement import', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const send = (content: string, fileName = 'statement', headers: Record<string, string> = ADMIN) =>
    testApp.app.inject({ method: 'POST', url: '/api/admin/bank-statements', headers, payload: { content, fileName } });
  const verify = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/ledger/verify', headers: ADMIN })).json();
  const held = async () => (await verify()).currencies.find((row: { currency: string }) => row.currency === 'EUR');

  it('reads a camt.053 statement once, however often it is sent', async () => {
    const first = await send(camt, 'camt053-2026-12-02.xml');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ read: 5, added: 5, alreadyImported: 0 });
    const unmatched = first.json().unmatched;
    expect(unmatched).toHaveLength(5);
    expect(unmatched[0]).toMatchObject({
      amount: 150_000,
      currency: 'EUR',
      reference: 'RF18539007547034',
      counterpartyName: 'Muster Software GmbH',
      status: 'unmatched',
      note: 'No milestone awaits a transfer with the reference RF18 5390 0754 7034.',
      statementName: 'camt053-2026-12-02.xml',
    });
    expect(unmatched.find((entry: { direction: string }) => entry.direction === 'debit').note).toBe(
      'A payment out of the account that the platform did not send: check it with the bank.',
    );
    const returned = unmatched.find((entry: { note: string }) => entry.note.startsWith('A payment returned'));
    expect(returned).toMatchObject({ counterpartyName: 'Jonas Weber', amount: 100_005, direction: 'credit' });
    expect(returned.note).toBe(
      'A payment returned by the bank (reason AC04) for PO-7F3A-2: the platform has sent no payout with that id.',
    );
    // The three credits (€1,500.00 + €250.05 + the returned €1,000.05) are held, unmatched.
    expect(await held()).toEqual({
      currency: 'EUR',
      held: 275_010,
      escrow: 0,
      owed: 0,
      revenue: 0,
      unmatched: 275_010,
    });

    const again = await send(camt, 'the same file again');
    expect(again.json()).toMatchObject({ read: 5, added: 0, alreadyImported: 5, unmatched: [] });
    expect((await held()).held).toBe(275_010);
    expect((await verify()).ok).toBe(true);
  });

  it('reads a CSV statement, and two imports of one file at once credit it once', async () => {
    const [a, b] = await Promise.all([send(csv, 'a.csv'), send(csv, 'b.csv')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().added + b.json().added).toBe(5);
    expect(a.json().alreadyImported + b.json().alreadyImported).toBe(5);
    // Four credits: €1,500.00 + €250.05 + €75.00 twice (two payments, the same line twice).
    expect((await held()).unmatched).toBe(275_010 + 190_005);
    expect((await verify()).ok).toBe(true);

    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/bank-statements/unmatched',
      headers: ADMIN,
    });
    expect(listed.json().entries).toHaveLength(10);
  });

  it('refuses a file it cannot read with the reason, and strangers', async () => {
    const broken = await send('date,amount,currency,reference,counterparty\n2026-12-02,12.345,EUR,x,y\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Line 2: "12.345" is not an amount in EUR.');
    expect((await send('<Document>')).json().message).toMatch(/not well-formed XML/);
    expect((await send('')).statusCode).toBe(400);
    const visitor = await createVisitor(testApp.app);
    expect((await send(csv, 'x', visitor.headers)).statusCode).toBe(403);
    expect((await send(csv, 'x', {})).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/bank-statements/unmatched' })).statusCode).toBe(
      401,
    );
    expect((await verify()).ok).toBe(true);
  });
});
