import { ACCOUNT_MESSAGES, DELETED_MEMBER_NAME } from '@app/shared/accounts/accounts.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { bearer, reauthenticate, recover, saveAccount, signInWithPasskey } from '../../test/account-factories.ts';
import { applyToJob, publishJob, saveDeveloperProfile } from '../../test/application-factories.ts';
import { earnTokens, verifyLedger, walletOf } from '../../test/bounty-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { postAnswer, postPrototype, postQuestion, UNLIMITED } from '../../test/community-factories.ts';
import { createVirtualAuthenticator } from '../../test/virtual-authenticator.ts';

type Visitor = Awaited<ReturnType<typeof createVisitor>>;

const DEVELOPER = {
  name: 'Dana Developer',
  title: 'Full-stack developer',
  location: 'Remote',
  hourlyRate: '$80/hr',
  skills: ['TypeScript'],
  experience: 'Eight years.',
  bio: 'I build web apps.',
  availability: 'Available',
  languages: ['English'],
  timezone: 'UTC',
};

describe('your data: export and delete', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    await runSeeds(testApp.database.db);
  });
  afterAll(() => testApp.close());

  const accountOf = async (visitor: Visitor) =>
    (await testApp.app.inject({ method: 'GET', url: '/api/account', headers: visitor.headers })).json().account;
  const deleteAccount = (visitor: Visitor, payload: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/account/delete', headers: visitor.headers, payload });

  /** A member with a bit of everything: questions, answers, a prototype, a job, a profile, tokens. */
  async function busyMember() {
    const visitor = await createVisitor(testApp.app);
    const question = await postQuestion(testApp.app, visitor);
    const other = await createVisitor(testApp.app);
    const othersQuestion = await postQuestion(testApp.app, other);
    await postAnswer(testApp.app, visitor, othersQuestion.id);
    await postPrototype(testApp.app, visitor);
    const jobId = await publishJob(testApp.app, visitor);
    await applyToJob(testApp.app, other, jobId);
    const developerId = await saveDeveloperProfile(testApp.app, visitor, DEVELOPER);
    return { visitor, question, jobId, developerId };
  }

  it('says what a visitor owns, and whether there is anything to lose', async () => {
    const fresh = await createVisitor(testApp.app);
    expect(await accountOf(fresh)).toMatchObject({ hasContent: false, isSaved: false, recoveryCodesRemaining: 0 });
    const { visitor } = await busyMember();
    const account = await accountOf(visitor);
    expect(account.owns).toEqual({
      questions: 1,
      answers: 1,
      prototypes: 1,
      jobs: 1,
      applications: 0,
      hasDeveloperProfile: true,
      walletBalance: 0,
      stakedBalance: 0,
    });
    expect(account.hasContent).toBe(true);
  });

  it('downloads every row the visitor owns as a JSON file, without a single secret', async () => {
    const { visitor, question, jobId } = await busyMember();
    const { recoveryCodes } = await saveAccount(testApp.app, visitor, createVirtualAuthenticator());
    const response = await testApp.app.inject({ method: 'GET', url: '/api/account/export', headers: visitor.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(Date.parse(data.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.user).toMatchObject({ id: visitor.user.id });
    expect(data.tables.questions).toEqual([expect.objectContaining({ id: question.id, title: question.title })]);
    expect(data.tables.answers).toHaveLength(1);
    expect(data.tables.prototypes).toHaveLength(1);
    expect(data.tables.jobs).toEqual([expect.objectContaining({ id: jobId })]);
    expect(data.tables.developer_profiles).toEqual([expect.objectContaining({ name: DEVELOPER.name })]);
    expect(data.tables.sessions).toHaveLength(1);
    expect(data.tables.passkeys).toHaveLength(1);
    expect(data.tables.recovery_codes).toHaveLength(10);

    // No token, no hash of one, no recovery code or its hash, no public key.
    const text = response.body;
    for (const forbidden of ['token_hash', 'code_hash', 'public_key', visitor.token, ...recoveryCodes]) {
      expect(text).not.toContain(forbidden);
    }
    const stored = await testApp.database.db.query.sessions.findMany();
    for (const row of stored) expect(text).not.toContain(row.tokenHash);
    expect(data.tables.idempotency_keys).toBeUndefined();
  });

  it('refuses to delete without DELETE typed, and changes nothing', async () => {
    const { visitor } = await busyMember();
    const response = await deleteAccount(visitor, { confirm: 'delete' });
    expect(response.statusCode).toBe(400);
    expect((await accountOf(visitor)).owns.questions).toBe(1);
  });

  it('refuses to delete while the wallet holds tokens, then forfeits them to the bounty pool when confirmed', async () => {
    const { visitor, question, developerId } = await busyMember();
    const authenticator = createVirtualAuthenticator();
    const { recoveryCodes } = await saveAccount(testApp.app, visitor, authenticator);
    await earnTokens(testApp.app, visitor, 40);
    const staked = await testApp.app.inject({
      method: 'POST',
      url: '/api/wallet/stake',
      headers: visitor.headers,
      payload: { amount: 15 },
    });
    expect(staked.statusCode).toBe(200);
    expect(await walletOf(testApp.app, visitor)).toMatchObject({ balance: 25, staked: 15 });
    const poolBefore = (await verifyLedger(testApp.app)).totals.pool;

    await reauthenticate(testApp.app, visitor, authenticator);
    const refused = await deleteAccount(visitor, { confirm: 'DELETE' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.walletNotEmpty);
    expect((await accountOf(visitor)).owns.walletBalance).toBe(40);

    expect((await deleteAccount(visitor, { confirm: 'DELETE', forfeitTokens: true })).statusCode).toBe(200);

    const ledger = await verifyLedger(testApp.app);
    expect(ledger.mismatches).toEqual([]);
    expect(ledger.ok).toBe(true);
    expect(ledger.totals.pool).toBe(poolBefore + 40);

    // The content stays, by "Deleted member"; nothing gets anyone back in.
    const shown = await testApp.app.inject({ method: 'GET', url: `/api/questions/${question.id}` });
    expect(shown.json().question.author).toMatchObject({ name: DELETED_MEMBER_NAME });
    const profile = await testApp.app.inject({ method: 'GET', url: `/api/users/${visitor.user.id}` });
    expect(profile.json().user).toMatchObject({ name: DELETED_MEMBER_NAME, bio: '', handle: null });
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: visitor.headers })).statusCode,
    ).toBe(401);
    expect((await signInWithPasskey(testApp.app, authenticator)).statusCode).toBe(401);
    expect((await recover(testApp.app, String(recoveryCodes[0]))).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/developers/${developerId}` })).statusCode).toBe(404);
  });

  it('deletes a saved account signed in on two devices: both tokens stop working', async () => {
    const visitor = await createVisitor(testApp.app);
    const authenticator = createVirtualAuthenticator();
    await saveAccount(testApp.app, visitor, authenticator);
    const second = (await signInWithPasskey(testApp.app, authenticator)).json().token as string;
    await reauthenticate(testApp.app, visitor, authenticator);
    expect((await deleteAccount(visitor, { confirm: 'DELETE' })).statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(second) })).statusCode,
    ).toBe(401);
  });
});
