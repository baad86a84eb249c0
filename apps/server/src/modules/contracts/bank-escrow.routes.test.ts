import { formatRfReference, isValidRfReference } from '@app/shared/money/rf-reference';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camtStatement, csvStatement, type StatementLine, TEST_BANK } from '../../test/bank-statement-factories.ts';
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

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/**
 * Escrow by the platform over bank transfers (issue 42): the client is asked for a transfer with a
 * reference unique to the milestone, the finance role's statement funds it, approval owes the
 * developer the amount less the contract's fee; GET /api/ledger/verify clean after each step.
 */
describe('escrow by the platform over bank transfers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED, config: TEST_BANK });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  const eurTerms = (amounts: number[]) =>
    buildTerms({
      currency: 'EUR',
      milestones: amounts.map((amount, index) => ({ title: `Part ${index + 1}`, amount, dueDate: null })),
    });
  const importStatement = (content: string) =>
    app().inject({ method: 'POST', url: '/api/admin/bank-statements', headers: ADMIN, payload: { content } });
  const eur = async () => {
    const verify = (await app().inject({ method: 'GET', url: '/api/ledger/verify', headers: ADMIN })).json();
    expect(verify.ok).toBe(true);
    const none = { held: 0, escrow: 0, owed: 0, revenue: 0, unmatched: 0 };
    const { held, escrow, owed, revenue, unmatched } =
      verify.currencies.find((row: { currency: string }) => row.currency === 'EUR') ?? none;
    return { held, escrow, owed, revenue, unmatched };
  };
  const fund = async (client: Visitor, contractId: string, milestoneId: string) => {
    const response = await milestoneAction(app(), client, contractId, milestoneId, 'fund');
    expect(response.statusCode).toBe(200);
    return response.json().instruction as { amount: number; reference: string; currency: string };
  };
  const milestoneOf = async (visitor: Visitor, contractId: string, index: number) =>
    (await getContractAs(app(), visitor, contractId)).json().contract.milestones[index];
  let bankId = 0;
  const credit = (line: Omit<StatementLine, 'bankId' | 'currency'> & { currency?: string }): StatementLine => ({
    bankId: `BANK-${++bankId}`,
    currency: 'EUR',
    ...line,
  });

  it('is the default rail of a currency contract, at the fee of the day; paying directly stays a choice', async () => {
    const { contract } = await activeContract(app(), eurTerms([100]));
    const read = (await getContractAs(app(), null, contract.id)).json().contract;
    expect(read).toMatchObject({ paymentRail: 'bank_transfer', feePercent: 12.5 });
    const direct = await activeContract(app(), { ...eurTerms([100]), paymentRail: 'direct' });
    expect((await getContractAs(app(), null, direct.contract.id)).json().contract.paymentRail).toBe('direct');
    const tokens = await activeContract(app(), buildTerms());
    expect((await getContractAs(app(), null, tokens.contract.id)).json().contract).toMatchObject({
      paymentRail: 'tokens',
      feePercent: 0,
    });
  });

  it('funds a milestone from a camt.053 credit, once, and owes the developer the release less the fee', async () => {
    const before = await eur();
    const { client, developer, contract } = await activeContract(app(), eurTerms([61, 39]));
    const [first] = contract.milestones;
    if (!first) throw new Error('no milestone');
    const instruction = await fund(client, contract.id, first.id);
    expect(instruction).toMatchObject({
      amount: 6100,
      currency: 'EUR',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      accountName: 'Proto Platform Escrow',
      status: 'open',
    });
    expect(isValidRfReference(instruction.reference)).toBe(true);
    expect(await milestoneOf(client, contract.id, 0)).toMatchObject({
      status: 'awaiting_transfer',
      actions: ['cancel'],
    });
    // The developer sees the milestone wait, not the client's payment details; nothing to deliver yet.
    expect((await milestoneOf(developer, contract.id, 0)).transfer).toBeNull();
    const early = await milestoneAction(app(), developer, contract.id, first.id, 'submit', DELIVERY);
    expect(early.statusCode).toBe(409);

    const statement = camtStatement([credit({ amount: '61.00', reference: instruction.reference })]);
    const imported = await importStatement(statement);
    expect(imported.json()).toMatchObject({ added: 1, unmatched: [] });
    expect(imported.json().matched[0]).toMatchObject({ status: 'matched', milestoneId: first.id });
    expect(await milestoneOf(developer, contract.id, 0)).toMatchObject({ status: 'funded', actions: ['submit'] });
    const told = await app().inject({ method: 'GET', url: '/api/notifications', headers: developer.headers });
    expect(told.json().notifications[0]).toMatchObject({ kind: 'milestone.transfer_received' });
    expect(await eur()).toMatchObject({ escrow: before.escrow + 6100, unmatched: before.unmatched });

    expect((await importStatement(statement)).json()).toMatchObject({ added: 0, alreadyImported: 1 });
    expect((await eur()).escrow).toBe(before.escrow + 6100);

    await milestoneActionOk(app(), developer, contract.id, first.id, 'submit', DELIVERY);
    await milestoneActionOk(app(), client, contract.id, first.id, 'approve');
    // 12.5% of €61.00 is €7.625: the fee rounds half up to €7.63, the developer is owed €53.37.
    const after = await eur();
    expect(after).toMatchObject({
      escrow: before.escrow,
      owed: before.owed + 5337,
      revenue: before.revenue + 763,
      held: before.held + 6100,
    });
    const recordPayment = await milestoneAction(app(), client, contract.id, first.id, 'record-payment', {
      date: '2026-12-02',
      method: 'Bank transfer',
    });
    expect(recordPayment.statusCode).toBe(409);
  });

  it('leaves a short or excess credit unmatched; the admin matches the excess by a reference typed loosely', async () => {
    const { client, contract } = await activeContract(app(), eurTerms([50, 20]));
    const [first, second] = contract.milestones;
    if (!first || !second) throw new Error('no milestones');
    const short = await fund(client, contract.id, first.id);
    const excess = await fund(client, contract.id, second.id);
    const loose = excess.reference.toLowerCase().replace(/(.{4})/g, '$1 ');
    const before = await eur();
    const imported = await importStatement(
      csvStatement([
        credit({ amount: '49.99', reference: short.reference }),
        credit({ amount: '25.00', remittance: `for milestone 2, ${loose}` }),
      ]),
    );
    const [shortEntry, excessEntry] = imported.json().unmatched;
    expect(shortEntry.note).toBe(
      'It is €0.01 short of the €50.00 the milestone asks for: send it back, and the client pays the whole amount.',
    );
    expect(excessEntry.note).toBe(
      'It is €5.00 more than the €20.00 the milestone asks for: match it (the excess is owed back to the client) or send it back.',
    );
    expect(await eur()).toMatchObject({ unmatched: before.unmatched + 7499, escrow: before.escrow });

    const match = (entryId: string, body: object) =>
      app().inject({
        method: 'POST',
        url: `/api/admin/bank-statements/entries/${encodeURIComponent(entryId)}/match`,
        headers: ADMIN,
        payload: body,
      });
    const refused = await match(shortEntry.entryId, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(shortEntry.note);
    const unauthorised = await app().inject({
      method: 'POST',
      url: `/api/admin/bank-statements/entries/${encodeURIComponent(excessEntry.entryId)}/match`,
      headers: client.headers,
      payload: {},
    });
    expect(unauthorised.statusCode).toBe(403);

    const matched = await match(excessEntry.entryId, { reference: loose });
    expect(matched.statusCode).toBe(200);
    expect(matched.json().entry).toMatchObject({ status: 'matched', milestoneId: second.id });
    expect(matched.json().entry.note).toBe(
      'Funded "Part 2" of Booking app, first release. The €5.00 over the amount is owed back to the client.',
    );
    expect(await eur()).toMatchObject({
      unmatched: before.unmatched + 4999,
      escrow: before.escrow + 2000,
      owed: before.owed + 500,
    });
    expect((await match(excessEntry.entryId, {})).statusCode).toBe(409);
    const unknown = await match('csv:nothing', {});
    expect(unknown.statusCode).toBe(404);
  });

  it('owes the client a cancelled milestone, and closes a transfer never made', async () => {
    const { client, contract } = await activeContract(app(), eurTerms([30, 10]));
    const [first, second] = contract.milestones;
    if (!first || !second) throw new Error('no milestones');
    const paid = await fund(client, contract.id, first.id);
    const neverPaid = await fund(client, contract.id, second.id);
    await importStatement(csvStatement([credit({ amount: '30.00', reference: paid.reference })]));
    const before = await eur();
    await milestoneActionOk(app(), client, contract.id, first.id, 'cancel');
    await milestoneActionOk(app(), client, contract.id, second.id, 'cancel');
    expect(await eur()).toMatchObject({ escrow: before.escrow - 3000, owed: before.owed + 3000 });
    expect((await milestoneOf(client, contract.id, 1)).transfer).toMatchObject({ status: 'cancelled' });

    const late = await importStatement(csvStatement([credit({ amount: '10.00', reference: neverPaid.reference })]));
    expect(late.json().unmatched[0].note).toBe(
      `The milestone of ${neverPaid.reference.replace(/(.{4})(?=.)/g, '$1 ')}, "Part 2", was cancelled before this payment arrived: send it back.`,
    );
  });

  it("splits a dispute: the developer's share pays the fee, the rest is owed to the client", async () => {
    const { client, developer, contract } = await activeContract(app(), eurTerms([101]));
    const [only] = contract.milestones;
    if (!only) throw new Error('no milestone');
    const instruction = await fund(client, contract.id, only.id);
    await importStatement(csvStatement([credit({ amount: '101.00', reference: instruction.reference })]));
    await milestoneActionOk(app(), developer, contract.id, only.id, 'submit', DELIVERY);
    const disputed = await milestoneActionOk(app(), client, contract.id, only.id, 'dispute', {
      reason: 'Half of the booking flow is missing.',
    });
    const before = await eur();
    const disputeId = (await getContractAs(app(), null, disputed.id)).json().contract.milestones[0].dispute.id;
    const resolved = await app().inject({
      method: 'POST',
      url: `/api/admin/disputes/${disputeId}/resolve`,
      headers: ADMIN,
      payload: { outcome: 'split', developerAmount: 61, note: 'Split by what was delivered.' },
    });
    expect(resolved.statusCode).toBe(200);
    // The developer's €61.00 pays €7.63 (12.5%, half up); the client is owed the other €40.00 whole.
    expect(await eur()).toMatchObject({
      escrow: before.escrow - 10100,
      owed: before.owed + 5337 + 4000,
      revenue: before.revenue + 763,
    });
  });

  it('refuses to delete an account the platform still owes money to, or whose milestone awaits a transfer', async () => {
    const { client, developer, contract } = await activeContract(app(), eurTerms([10]));
    const [only] = contract.milestones;
    if (!only) throw new Error('no milestone');
    const instruction = await fund(client, contract.id, only.id);
    const deleteAccount = (visitor: Visitor) =>
      app().inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: visitor.headers,
        payload: { confirm: 'DELETE' },
      });
    expect((await deleteAccount(client)).json().error).toBe('contracts_to_settle');
    await importStatement(csvStatement([credit({ amount: '10.00', reference: instruction.reference })]));
    await milestoneActionOk(app(), developer, contract.id, only.id, 'submit', DELIVERY);
    await milestoneActionOk(app(), client, contract.id, only.id, 'approve');
    // Paid through the platform's escrow: the client's review is verified and counts (issue 42).
    const review = await app().inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/reviews`,
      headers: client.headers,
      payload: { rating: 5, text: 'Delivered exactly what we agreed, on time and well tested.' },
    });
    expect(review.statusCode).toBe(201);
    expect(review.json().review).toMatchObject({ paymentVerified: true });
    const refused = await deleteAccount(developer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The platform still owes you €8.75. It goes out with the next payout to your bank account: delete your account once it has arrived.',
    );
  });
});

describe('the invoice of a transfer', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED, config: TEST_BANK });
  });
  afterAll(() => testApp.close());

  it('is a PDF with the amount, account and reference, for the client and the admin only', async () => {
    const app = testApp.app;
    const { client, developer, contract } = await activeContract(
      app,
      buildTerms({ currency: 'EUR', milestones: [{ title: 'Design', amount: 1250, dueDate: null }] }),
    );
    const [only] = contract.milestones;
    if (!only) throw new Error('no milestone');
    const url = `/api/contracts/${contract.id}/milestones/${only.id}/invoice.pdf`;
    expect((await app.inject({ method: 'GET', url, headers: client.headers })).statusCode).toBe(404);
    const funded = await milestoneAction(app, client, contract.id, only.id, 'fund');
    const { reference } = funded.json().instruction;
    const invoice = await app.inject({ method: 'GET', url, headers: client.headers });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toBe(`attachment; filename="invoice-${reference}.pdf"`);
    const text = await pdfText(invoice.rawPayload);
    for (const expected of ['€1,250.00', 'DE02 1203 0000 0000 2020 51', 'BYLADEM1001', formatRfReference(reference)]) {
      expect(text).toContain(expected);
    }
    expect((await app.inject({ method: 'GET', url, headers: ADMIN })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url, headers: developer.headers })).statusCode).toBe(404);
  });
});
