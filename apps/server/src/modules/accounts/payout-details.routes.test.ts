import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import { PAYOUT_MESSAGES } from '@app/shared/payments/payout-details.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reauthenticate, saveAccount } from '../../test/account-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { deleteAccountOf } from '../../test/leaving-factories.ts';
import { createVirtualAuthenticator } from '../../test/virtual-authenticator.ts';
import { payoutDetails } from './payout-details.tables.ts';

type Visitor = Awaited<ReturnType<typeof createVisitor>>;

const PRIYA = { accountHolder: 'Priya Raman', iban: 'nl91 abna 0417 1643 00', bic: 'abnanl2a' };
const MASKED = {
  accountHolder: 'Priya Raman',
  ibanMasked: 'NL91 •••• •••• ••43 00',
  country: 'NL',
  bic: 'ABNANL2A',
  updatedAt: expect.any(String),
};

/** Where the platform pays a member out (issue 42): checked, masked, and guarded once saved. */
describe('payout details', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const read = (visitor: Visitor) =>
    testApp.app.inject({ method: 'GET', url: '/api/account/payout-details', headers: visitor.headers });
  const save = (visitor: Visitor, payload: object) =>
    testApp.app.inject({ method: 'PUT', url: '/api/account/payout-details', headers: visitor.headers, payload });

  it('are empty until saved, then given back masked: the full IBAN never leaves the server', async () => {
    const visitor = await createVisitor(testApp.app);
    expect((await read(visitor)).json()).toEqual({ success: true, payoutDetails: null });
    const saved = await save(visitor, PRIYA);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, payoutDetails: MASKED });
    expect((await read(visitor)).json().payoutDetails).toEqual(MASKED);
    expect(saved.body).not.toContain('0417164300');
    const [row] = await testApp.database.db
      .select()
      .from(payoutDetails)
      .where(eq(payoutDetails.userId, visitor.user.id));
    expect(row?.iban).toBe('NL91ABNA0417164300');
  });

  it('refuse a wrong IBAN, BIC or holder with the reason, and keep what was saved', async () => {
    const visitor = await createVisitor(testApp.app);
    await save(visitor, PRIYA);
    const refused = await save(visitor, { accountHolder: '', iban: 'NL91ABNA0417164301', bic: 'ABN' });
    expect(refused.statusCode).toBe(400);
    for (const message of [PAYOUT_MESSAGES.holderRequired, PAYOUT_MESSAGES.ibanInvalid, PAYOUT_MESSAGES.bicInvalid]) {
      expect(refused.body).toContain(message);
    }
    expect((await read(visitor)).json().payoutDetails).toEqual(MASKED);
  });

  it('need a recent sign-in to change on a saved account, not to set the first time', async () => {
    const visitor = await createVisitor(testApp.app);
    const authenticator = createVirtualAuthenticator();
    await saveAccount(testApp.app, visitor, authenticator);
    expect((await save(visitor, PRIYA)).statusCode).toBe(200);
    const changed = { accountHolder: 'Priya Raman', iban: 'DE89 3704 0044 0532 0130 00', bic: '' };
    const refused = await save(visitor, changed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: 'reauthentication_required',
      message: ACCOUNT_MESSAGES.reauthenticationRequired,
    });
    expect((await read(visitor)).json().payoutDetails.ibanMasked).toBe('NL91 •••• •••• ••43 00');
    await reauthenticate(testApp.app, visitor, authenticator);
    const accepted = await save(visitor, changed);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().payoutDetails).toMatchObject({
      ibanMasked: 'DE89 •••• •••• •••• ••30 00',
      country: 'DE',
      bic: null,
    });
  });

  it('need a visitor, and go with the account when it is deleted', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/account/payout-details' })).statusCode).toBe(401);
    const visitor = await createVisitor(testApp.app);
    await save(visitor, PRIYA);
    const deleted = await deleteAccountOf(testApp.app, visitor);
    expect(deleted.statusCode).toBe(200);
    const rows = await testApp.database.db
      .select()
      .from(payoutDetails)
      .where(eq(payoutDetails.userId, visitor.user.id));
    expect(rows).toEqual([]);
  });
});
