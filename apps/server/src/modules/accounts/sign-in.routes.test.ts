import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, reauthenticate, saveAccount, signInOptions, signInWithPasskey } from '../../test/account-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { postQuestion, UNLIMITED } from '../../test/community-factories.ts';
import { createVirtualAuthenticator, type VirtualAuthenticator } from '../../test/virtual-authenticator.ts';
import { passkeys, webauthnChallenges } from './accounts.tables.ts';

const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('signing in with a passkey on another device', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  async function savedMember(authenticator: VirtualAuthenticator = createVirtualAuthenticator()) {
    const visitor = await createVisitor(testApp.app);
    await saveAccount(testApp.app, visitor, authenticator);
    return { visitor, authenticator };
  }

  const expectSignInRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      error: 'unauthorized',
      message: ACCOUNT_MESSAGES.signInFailed,
    });
  };

  it('offers request options for any passkey of this site, with user verification required', async () => {
    const options = await signInOptions(testApp.app);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('becomes the same member, with what they own, in a new session of its own', async () => {
    const { visitor, authenticator } = await savedMember();
    const question = await postQuestion(testApp.app, visitor);

    const signedIn = await signInWithPasskey(testApp.app, authenticator, {}, { userAgent: SAFARI_ON_IPHONE });
    expect(signedIn.statusCode).toBe(200);
    const { token, user } = signedIn.json();
    expect(user.id).toBe(visitor.user.id);
    expect(token).not.toBe(visitor.token);

    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json().user.id).toBe(visitor.user.id);
    const account = (await testApp.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) })).json()
      .account;
    expect(account.owns.questions).toBe(1);
    expect(account.sessions).toHaveLength(2);
    const current = account.sessions.find((session: { isCurrent: boolean }) => session.isCurrent);
    expect(current).toMatchObject({ deviceLabel: 'Safari on iPhone', expiresAt: expect.any(String) });
    expect(account.passkeys[0].lastUsedAt).not.toBeNull();
    const own = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/questions/${question.id}`,
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(200);
  });

  it('signs in every time with a synced passkey that always reports counter 0', async () => {
    const { authenticator } = await savedMember();
    expect((await signInWithPasskey(testApp.app, authenticator)).statusCode).toBe(200);
    expect((await signInWithPasskey(testApp.app, authenticator)).statusCode).toBe(200);
  });

  it.each([
    ['from another origin (a phishing site)', { origin: 'https://accounts-login.example' }],
    ['for another relying party id', { rpId: 'evil.example' }],
    ['without user verification', { userVerified: false }],
    ['answering a challenge the server never issued', { challenge: 'bm90LWEtY2hhbGxlbmdl' }],
  ])('refuses an assertion %s with the one sentence', async (_label, overrides) => {
    const { authenticator } = await savedMember();
    expectSignInRefused(await signInWithPasskey(testApp.app, authenticator, overrides));
  });

  it('uses a challenge once: a replayed assertion is refused', async () => {
    const { authenticator } = await savedMember();
    const options = await signInOptions(testApp.app);
    const payload = { response: authenticator.getAssertion(options) };
    const first = await testApp.app.inject({ method: 'POST', url: '/api/account/sign-in', payload });
    expect(first.statusCode).toBe(200);
    expectSignInRefused(await testApp.app.inject({ method: 'POST', url: '/api/account/sign-in', payload }));
  });

  it('refuses a challenge that expired, and clears expired challenges away', async () => {
    const { authenticator } = await savedMember();
    const options = await signInOptions(testApp.app);
    const db = testApp.database.db;
    await db
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, options.challenge));
    const payload = { response: authenticator.getAssertion(options) };
    expectSignInRefused(await testApp.app.inject({ method: 'POST', url: '/api/account/sign-in', payload }));

    await db.insert(webauthnChallenges).values({
      challenge: 'left-over',
      purpose: 'authentication',
      expiresAt: new Date(Date.now() - 1000),
    });
    await signInOptions(testApp.app);
    const leftOver = await db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, 'left-over'));
    expect(leftOver).toEqual([]);
  });

  it('refuses a counter that did not go up: the sign of a cloned authenticator', async () => {
    const { authenticator } = await savedMember(createVirtualAuthenticator({ countsSignatures: true }));
    expect((await signInWithPasskey(testApp.app, authenticator)).statusCode).toBe(200);
    expect((await signInWithPasskey(testApp.app, authenticator)).statusCode).toBe(200);
    const [stored] = await testApp.database.db
      .select({ counter: passkeys.counter })
      .from(passkeys)
      .where(eq(passkeys.credentialId, authenticator.credentialId));
    expect(stored?.counter).toBe(2);
    expectSignInRefused(await signInWithPasskey(testApp.app, authenticator, { counter: 2 }));
    expectSignInRefused(await signInWithPasskey(testApp.app, authenticator, { counter: 1 }));
    expect((await signInWithPasskey(testApp.app, authenticator, { counter: 7 })).statusCode).toBe(200);
  });

  it('answers the same for a passkey this site never saw and for a deleted account', async () => {
    expectSignInRefused(await signInWithPasskey(testApp.app, createVirtualAuthenticator()));

    const { visitor, authenticator } = await savedMember();
    await reauthenticate(testApp.app, visitor, authenticator);
    const deleted = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: visitor.headers,
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expectSignInRefused(await signInWithPasskey(testApp.app, authenticator));
  });

  it("refuses an assertion whose user handle is someone else's", async () => {
    const { authenticator } = await savedMember();
    const options = await signInOptions(testApp.app);
    const assertion = authenticator.getAssertion(options);
    const other = await savedMember();
    const forged = { ...assertion, response: { ...assertion.response, userHandle: other.authenticator.userHandle } };
    expectSignInRefused(
      await testApp.app.inject({ method: 'POST', url: '/api/account/sign-in', payload: { response: forged } }),
    );
  });

  it('keeps an anonymous visitor of this browser intact when a saved account signs in here', async () => {
    const { authenticator } = await savedMember();
    const here = await createVisitor(testApp.app);
    await postQuestion(testApp.app, here);
    const before = (await testApp.app.inject({ method: 'GET', url: '/api/account', headers: here.headers })).json()
      .account;
    expect(before).toMatchObject({ hasContent: true, isSaved: false, owns: { questions: 1 } });
    expect((await signInWithPasskey(testApp.app, authenticator)).statusCode).toBe(200);
    const after = await testApp.app.inject({ method: 'GET', url: '/api/account', headers: here.headers });
    expect(after.statusCode).toBe(200);
    expect(after.json().account.owns.questions).toBe(1);
    const counts = await testApp.database.db.execute(sql`select count(*)::int as n from questions`);
    expect((counts as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThanOrEqual(2);
  });
});
