import { PAYOUT_BATCH_MESSAGES } from '@app/shared/payments/payout-batches.schemas';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  camtStatement,
  csvStatement,
  returnedPayout,
  type StatementLine,
  TEST_BANK,
} from '../../test/bank-statement-factories.ts';
import { ADMIN } from '../../test/bounty-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import {
  activeContract,
  buildTerms,
  DELIVERY,
  milestoneAction,
  milestoneActionOk,
  type Visitor,
} from '../../test/contract-factories.ts';

const PRIYA = { accountHolder: 'Priya Raman', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' };
const OLIVER = { accountHolder: 'Oliver Hughes', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' };

type Holdings = { held: number; escrow: number; owed: number; revenue: number; unmatched: number };

/**
 * Payout batches (issue 42): the finance role gathers what the platform owes into one bank file per
 * currency, marks it sent once the bank took it, and a transfer the bank gives back is owed again.
 * GET /api/ledger/verify stays clean after every step.
 */
describe('payout batches', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED, config: TEST_BANK });
  });
  afterAll(() => testApp.close());

  const app = () => testApp.app;
  let bankId = 0;
  const line = (fields: Omit<StatementLine, 'bankId'>): StatementLine => ({
    bankId: `PAYOUT-TEST-${++bankId}`,
    ...fields,
  });
  const importStatement = async (content: string) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/admin/bank-statements',
      headers: ADMIN,
      payload: { content },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const holdings = async (currency: string): Promise<Holdings> => {
    const verify = (await app().inject({ method: 'GET', url: '/api/ledger/verify', headers: ADMIN })).json();
    expect(verify.mismatches).toEqual([]);
    expect(verify.ok).toBe(true);
    const none = { held: 0, escrow: 0, owed: 0, revenue: 0, unmatched: 0 };
    const { held, escrow, owed, revenue, unmatched } =
      verify.currencies.find((row: { currency: string }) => row.currency === currency) ?? none;
    return { held, escrow, owed, revenue, unmatched };
  };
  const createBatch = (currency: string, headers: Record<string, string> = ADMIN) =>
    app().inject({ method: 'POST', url: '/api/admin/payout-batches', headers, payload: { currency } });
  const markSent = (batchId: string, headers: Record<string, string> = ADMIN) =>
    app().inject({ method: 'POST', url: `/api/admin/payout-batches/${batchId}/sent`, headers });
  const fileOf = (batchId: string) =>
    app().inject({ method: 'GET', url: `/api/admin/payout-batches/${batchId}/file`, headers: ADMIN });
  const returnEntry = (entryId: string, headers: Record<string, string> = ADMIN) =>
    app().inject({
      method: 'POST',
      url: `/api/admin/bank-statements/entries/${encodeURIComponent(entryId)}/return`,
      headers,
    });
  const notificationsOf = async (visitor: Visitor) =>
    (await app().inject({ method: 'GET', url: '/api/notifications', headers: visitor.headers })).json()
      .notifications as { kind: string; title: string }[];
  const savePayoutDetails = async (visitor: Visitor, details: object) => {
    const response = await app().inject({
      method: 'PUT',
      url: '/api/account/payout-details',
      headers: visitor.headers,
      payload: details,
    });
    expect(response.statusCode).toBe(200);
  };

  /** A developer the platform owes 53.37 of a 61 milestone: funded by a statement credit, delivered, approved. */
  async function owedDeveloper(currency: 'EUR' | 'GBP') {
    const terms = buildTerms({ currency, milestones: [{ title: 'Checkout', amount: 61, dueDate: null }] });
    const { client, developer, contract } = await activeContract(app(), terms);
    const [milestone] = contract.milestones;
    if (!milestone) throw new Error('no milestone');
    const funded = await milestoneAction(app(), client, contract.id, milestone.id, 'fund');
    expect(funded.statusCode).toBe(200);
    const { reference } = funded.json().instruction;
    const statement = [line({ amount: '61.00', currency, reference })];
    await importStatement(currency === 'EUR' ? camtStatement(statement) : csvStatement(statement));
    await milestoneActionOk(app(), developer, contract.id, milestone.id, 'submit', DELIVERY);
    await milestoneActionOk(app(), client, contract.id, milestone.id, 'approve');
    return developer;
  }

  let priya: Visitor;
  let firstEndToEndId: string;

  it('refuses strangers and members: payouts are the admin’s', async () => {
    const member = await createVisitor(app());
    const id = '00000000-0000-4000-8000-000000000000';
    const requests = [
      { method: 'POST' as const, url: '/api/admin/payout-batches', payload: { currency: 'EUR' } },
      { method: 'GET' as const, url: '/api/admin/payout-batches' },
      { method: 'GET' as const, url: `/api/admin/payout-batches/${id}` },
      { method: 'GET' as const, url: `/api/admin/payout-batches/${id}/file` },
      { method: 'POST' as const, url: `/api/admin/payout-batches/${id}/sent` },
      { method: 'POST' as const, url: '/api/admin/bank-statements/entries/csv:x/return' },
    ];
    for (const request of requests) {
      expect((await app().inject(request)).statusCode, request.url).toBe(401);
      expect((await app().inject({ ...request, headers: member.headers })).statusCode, request.url).toBe(403);
    }
    expect(
      (await app().inject({ method: 'GET', url: `/api/admin/payout-batches/${id}`, headers: ADMIN })).statusCode,
    ).toBe(404);
  });

  it('refuses a batch with nothing to pay', async () => {
    const refused = await createBatch('CHF');
    expect(refused.statusCode).toBe(409);
    // "CHF 1.00" with the no-break space Intl writes.
    expect(refused.json().message).toBe(PAYOUT_BATCH_MESSAGES.nothingToPay('CHF', 0));
    expect(refused.json().message).toMatch(
      /^Nothing to pay out in CHF: no member with payout details saved is owed CHF.1\.00 or more, and no payment waits to go back\.$/,
    );
  });

  it('pays the owed member with payout details, names the one without, and moves nothing until sent', async () => {
    priya = await owedDeveloper('EUR');
    await savePayoutDetails(priya, PRIYA);
    const withoutDetails = await owedDeveloper('EUR');
    const before = await holdings('EUR');

    const created = await createBatch('EUR');
    expect(created.statusCode).toBe(201);
    const { batch, skipped } = created.json();
    expect(skipped).toEqual([
      {
        userId: withoutDetails.user.id,
        name: 'Devi Developer',
        amount: 5337,
        currency: 'EUR',
        reason: 'No payout details saved',
      },
    ]);
    expect(batch).toMatchObject({ currency: 'EUR', status: 'created', itemCount: 1, total: 5337, sentAt: null });
    expect(batch.items).toEqual([
      expect.objectContaining({
        kind: 'member',
        userId: priya.user.id,
        entryId: null,
        payeeName: 'Priya Raman',
        iban: 'NL91ABNA0417164300',
        bic: 'ABNANL2A',
        amount: 5337,
        currency: 'EUR',
        status: 'pending',
      }),
    ]);
    firstEndToEndId = batch.items[0].endToEndId;
    expect(firstEndToEndId).toBe(`PO-${batch.code}-1`);
    expect(firstEndToEndId).toMatch(/^PO-[0-9A-F]{8}-1$/);
    expect(await holdings('EUR')).toEqual(before);

    const second = await createBatch('EUR');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PAYOUT_BATCH_MESSAGES.unsentBatch('EUR', batch.code));

    const listed = (await app().inject({ method: 'GET', url: '/api/admin/payout-batches', headers: ADMIN })).json();
    expect(listed.batches[0]).toMatchObject({ id: batch.id, status: 'created', total: 5337, itemCount: 1 });
    const read = await app().inject({ method: 'GET', url: `/api/admin/payout-batches/${batch.id}`, headers: ADMIN });
    expect(read.json().batch).toEqual(batch);
  });

  it('writes the EUR batch as a pain.001.001.03 file from the platform’s account', async () => {
    const [batch] = (await app().inject({ method: 'GET', url: '/api/admin/payout-batches', headers: ADMIN })).json()
      .batches;
    const file = await fileOf(batch.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="payouts-${batch.id}.xml"`);
    const read = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      isArray: (name) => name === 'CdtTrfTxInf',
    }).parse(file.body);
    const initiation = read.Document.CstmrCdtTrfInitn;
    expect(initiation.GrpHdr).toMatchObject({
      MsgId: `PAYOUT-${batch.code}`,
      NbOfTxs: '1',
      CtrlSum: '53.37',
      InitgPty: { Nm: 'Proto Platform Escrow' },
    });
    expect(initiation.PmtInf).toMatchObject({
      NbOfTxs: '1',
      CtrlSum: '53.37',
      Dbtr: { Nm: 'Proto Platform Escrow' },
      DbtrAcct: { Id: { IBAN: 'DE02120300000000202051' } },
      DbtrAgt: { FinInstnId: { BIC: 'BYLADEM1001' } },
    });
    expect(initiation.PmtInf.ReqdExctnDt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(initiation.PmtInf.CdtTrfTxInf).toEqual([
      {
        PmtId: { EndToEndId: firstEndToEndId },
        Amt: { InstdAmt: { '@Ccy': 'EUR', '#text': '53.37' } },
        CdtrAgt: { FinInstnId: { BIC: 'ABNANL2A' } },
        Cdtr: { Nm: 'Priya Raman' },
        CdtrAcct: { Id: { IBAN: 'NL91ABNA0417164300' } },
        RmtInf: { Ustrd: `AI Project Assistant payout ${firstEndToEndId}` },
      },
    ]);
  });

  it('marks the batch sent once: what was owed leaves the bank, the payee is told', async () => {
    const [{ id }] = (await app().inject({ method: 'GET', url: '/api/admin/payout-batches', headers: ADMIN })).json()
      .batches;
    const before = await holdings('EUR');
    const sent = await markSent(id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().batch).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    expect(sent.json().batch.items[0].status).toBe('sent');
    expect(await holdings('EUR')).toEqual({ ...before, held: before.held - 5337, owed: before.owed - 5337 });
    // Priya is owed nothing now; the member without payout details still is.
    expect(before.owed).toBe(2 * 5337);
    expect((await notificationsOf(priya))[0]).toMatchObject({
      kind: 'payout.sent',
      title: 'Your payout of €53.37 was sent to your bank account',
    });

    const again = await markSent(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This batch is already marked sent.');
    expect(await holdings('EUR')).toEqual({ ...before, held: before.held - 5337, owed: before.owed - 5337 });
  });

  it('matches the payout’s debit, and owes a payout the bank returned to its member again', async () => {
    const before = await holdings('EUR');
    const imported = await importStatement(
      camtStatement([
        line({
          amount: '53.37',
          currency: 'EUR',
          direction: 'debit',
          endToEndId: firstEndToEndId,
          counterparty: 'Priya Raman',
        }),
        returnedPayout(
          line({ amount: '53.37', currency: 'EUR', endToEndId: firstEndToEndId, counterparty: 'Priya Raman' }),
        ),
      ]),
    );
    expect(imported.unmatched).toEqual([]);
    expect(imported.matched.map((entry: { note: string }) => entry.note)).toEqual([
      `Payout ${firstEndToEndId} to Priya Raman (€53.37), as sent.`,
      `Payout ${firstEndToEndId} to Priya Raman returned by the bank (reason AC04): owed to them again.`,
    ]);
    expect(await holdings('EUR')).toEqual({ ...before, held: before.held + 5337, owed: before.owed + 5337 });
    expect((await notificationsOf(priya))[0]).toMatchObject({
      kind: 'payout.returned',
      title: 'Your payout of €53.37 was returned by your bank: check your payout details',
    });
    const [batch] = (await app().inject({ method: 'GET', url: '/api/admin/payout-batches', headers: ADMIN })).json()
      .batches;
    expect(batch).toMatchObject({ status: 'sent', returnedCount: 1 });
    const read = await app().inject({ method: 'GET', url: `/api/admin/payout-batches/${batch.id}`, headers: ADMIN });
    expect(read.json().batch.items[0]).toMatchObject({ status: 'returned', returnReason: 'AC04' });

    // The same return on a later statement is another entry: it waits, with why.
    const twice = await importStatement(
      camtStatement([returnedPayout(line({ amount: '53.37', currency: 'EUR', endToEndId: firstEndToEndId }))]),
    );
    expect(twice.unmatched[0].note).toBe(
      `A payment returned by the bank (reason AC04) for ${firstEndToEndId}: that payout was returned already. Check it with the bank.`,
    );
    expect(await holdings('EUR')).toMatchObject({ unmatched: before.unmatched + 5337 });
  });

  it('writes a batch in another currency as CSV', async () => {
    const oliver = await owedDeveloper('GBP');
    await savePayoutDetails(oliver, OLIVER);
    const created = await createBatch('GBP');
    expect(created.statusCode).toBe(201);
    const { batch } = created.json();
    const [item] = batch.items;
    const file = await fileOf(batch.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="payouts-${batch.id}.csv"`);
    expect(file.body.trimEnd().split('\n')).toEqual([
      'end_to_end_id,name,iban,bic,amount,currency,remittance',
      `${item.endToEndId},Oliver Hughes,GB29NWBK60161331926819,NWBKGB2L,53.37,GBP,AI Project Assistant payout ${item.endToEndId}`,
    ]);
    // The bank booked the transfer before the finance role marked the batch sent: the debit waits for it.
    const early = await importStatement(
      camtStatement([line({ amount: '53.37', currency: 'GBP', direction: 'debit', endToEndId: item.endToEndId })]),
    );
    expect(early.unmatched[0].note).toBe(
      `The bank sent payout ${item.endToEndId} to Oliver Hughes: mark its batch sent.`,
    );
    const before = await holdings('GBP');
    expect((await markSent(batch.id)).statusCode).toBe(200);
    expect(await holdings('GBP')).toEqual({ ...before, held: before.held - 5337, owed: before.owed - 5337 });
    const unmatched = (
      await app().inject({ method: 'GET', url: '/api/admin/bank-statements/unmatched', headers: ADMIN })
    ).json().entries;
    expect(unmatched.map((entry: { entryId: string }) => entry.entryId)).not.toContain(early.unmatched[0].entryId);
  });

  it('sends an unmatched credit back to its sender with the next batch', async () => {
    const imported = await importStatement(
      csvStatement([
        line({ amount: '25.00', currency: 'EUR', remittance: 'for the logo', counterparty: 'Sam Sender' }),
        line({ amount: '7.00', currency: 'EUR', remittance: 'cash deposit', iban: '' }),
      ]),
    );
    const [toReturn, withoutIban] = imported.unmatched;
    const returned = await returnEntry(toReturn.entryId);
    expect(returned.statusCode).toBe(200);
    expect(returned.json().entry).toMatchObject({
      status: 'returning',
      note: 'Goes back to Sam Sender with the next payout.',
    });
    const unmatched = (
      await app().inject({ method: 'GET', url: '/api/admin/bank-statements/unmatched', headers: ADMIN })
    ).json().entries;
    expect(unmatched.map((entry: { entryId: string }) => entry.entryId)).not.toContain(toReturn.entryId);
    expect((await returnEntry(toReturn.entryId)).json().message).toBe('Only an unmatched credit can be sent back.');
    const noAccount = await returnEntry(withoutIban.entryId);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().message).toBe(
      'This payment has no account to send it back to: return it through the bank.',
    );
    expect((await returnEntry('csv:nothing-like-it')).statusCode).toBe(404);

    // The next EUR batch: Priya's returned payout, owed again, and Sam's payment going back.
    const created = await createBatch('EUR');
    expect(created.statusCode).toBe(201);
    const { batch } = created.json();
    expect(batch.items).toEqual([
      expect.objectContaining({ kind: 'member', userId: priya.user.id, amount: 5337 }),
      expect.objectContaining({
        kind: 'return',
        entryId: toReturn.entryId,
        payeeName: 'Sam Sender',
        iban: 'DE89370400440532013000',
        bic: null,
        amount: 2500,
        remittance: 'Return of your payment of EUR 25.00 of 2026-12-02: for the logo',
      }),
    ]);
    const before = await holdings('EUR');
    expect((await markSent(batch.id)).statusCode).toBe(200);
    expect(await holdings('EUR')).toEqual({
      ...before,
      held: before.held - 5337 - 2500,
      owed: before.owed - 5337,
      unmatched: before.unmatched - 2500,
    });
    const read = await app().inject({ method: 'GET', url: `/api/admin/payout-batches/${batch.id}`, headers: ADMIN });
    expect(read.json().batch.items.map((item: { status: string }) => item.status)).toEqual(['sent', 'sent']);

    // Sam's bank refuses the money: the payment waits, unmatched, as it did before it was sent back.
    const backAgain = batch.items[1].endToEndId;
    const bounced = await importStatement(
      camtStatement([returnedPayout(line({ amount: '25.00', currency: 'EUR', endToEndId: backAgain }), 'MS03')]),
    );
    expect(bounced.matched[0].note).toBe(
      `Payout ${backAgain} to Sam Sender returned by the bank (reason MS03): the payment it sent back (entry ${toReturn.entryId}) is unmatched again.`,
    );
    const waiting = (
      await app().inject({ method: 'GET', url: '/api/admin/bank-statements/unmatched', headers: ADMIN })
    ).json().entries;
    expect(waiting.find((entry: { entryId: string }) => entry.entryId === toReturn.entryId)).toMatchObject({
      status: 'unmatched',
      note: `Sent back to Sam Sender with ${backAgain}, but the bank returned it (reason MS03): match it, or return it through the bank.`,
    });
    const after = await holdings('EUR');
    expect(after).toMatchObject({ unmatched: before.unmatched, owed: before.owed - 5337 });
  });
});

describe('payout files without the platform’s bank account', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  it('refuses the SEPA file: it needs the platform’s account as the payer', async () => {
    const { app } = testApp;
    const imported = await app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements',
      headers: ADMIN,
      payload: { content: csvStatement([{ bankId: 'B-1', amount: '12.00', currency: 'EUR', remittance: 'gift' }]) },
    });
    const [entry] = imported.json().unmatched;
    const url = `/api/admin/bank-statements/entries/${encodeURIComponent(entry.entryId)}/return`;
    expect((await app.inject({ method: 'POST', url, headers: ADMIN })).statusCode).toBe(200);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/payout-batches',
      headers: ADMIN,
      payload: { currency: 'EUR' },
    });
    expect(created.statusCode).toBe(201);
    const file = await app.inject({
      method: 'GET',
      url: `/api/admin/payout-batches/${created.json().batch.id}/file`,
      headers: ADMIN,
    });
    expect(file.statusCode).toBe(409);
    expect(file.json().message).toBe(PAYOUT_BATCH_MESSAGES.bankNotConfigured);
  });
});
