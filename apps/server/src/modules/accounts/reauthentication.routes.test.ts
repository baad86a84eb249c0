import {
  ACCOUNT_MESSAGES,
  REAUTHENTICATION_WINDOW_MS,
  RECOVERY_CODE_COUNT,
} from '@app/shared/accounts/accounts.constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens.ts';
import {
  bearer,
  reauthenticate,
  reauthenticateWithCode,
  recover,
  registerPasskey,
  saveAccount,
  signInWithPasskey,
} from '../../test/account-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { createVirtualAuthenticator, type VirtualAuthenticator } from '../../test/virtual-authenticator.ts';
import { sessions } from '../users/users.tables.ts';

type Visitor = Awaited<ReturnType<typeof createVisitor>>;

const REQUIRED = {
  success: false,
  error: 'reauthentication_required',
  message: ACCOUNT_MESSAGES.reauthenticationRequired,
};
const FAILED = { success: false, error: 'reauthentication_required', message: ACCOUNT_MESSAGES.reauthenticationFailed };

/** The four sensitive actions (issue 35 §2), each as one request of the visitor's. */
const ACTIONS = {
  'add a passkey': (app: FastifyInstance, visitor: Visitor) =>
    app.inject({ method: 'POST', url: '/api/account/passkeys/registration/options', headers: visitor.headers }),
  'make new recovery codes': (app: FastifyInstance, visitor: Visitor) =>
    app.inject({ method: 'POST', url: '/api/account/recovery-codes', headers: visitor.headers }),
  'remove a passkey': (app: FastifyInstance, visitor: Visitor, passkeyId: string) =>
    app.inject({ method: 'DELETE', url: `/api/account/passkeys/${passkeyId}?confirm=true`, headers: visitor.headers }),
  'delete the account': (app: FastifyInstance, visitor: Visitor) =>
    app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: visitor.headers,
      payload: { confirm: 'DELETE' },
    }),
};

describe('sensitive actions need a recent sign-in ("sudo mode", issue 35)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  async function savedMember(): Promise<{
    visitor: Visitor;
    authenticator: VirtualAuthenticator;
    passkeyId: string;
    recoveryCodes: string[];
  }> {
    const visitor = await createVisitor(testApp.app);
    const authenticator = createVirtualAuthenticator();
    const { passkey, recoveryCodes } = await saveAccount(testApp.app, visitor, authenticator);
    return { visitor, authenticator, passkeyId: passkey.id, recoveryCodes };
  }

  const accountOf = async (visitor: Visitor) =>
    (await testApp.app.inject({ method: 'GET', url: '/api/account', headers: visitor.headers })).json().account;

  /** Moves the session's last proof back in time, as if that many milliseconds had passed. */
  async function ageReauthentication(visitor: Visitor, ms: number) {
    const [row] = await testApp.database.db
      .select({ at: sessions.reauthenticatedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(visitor.token)));
    if (!row?.at) throw new Error('The session never re-authenticated');
    await testApp.database.db
      .update(sessions)
      .set({ reauthenticatedAt: new Date(row.at.getTime() - ms) })
      .where(eq(sessions.tokenHash, hashToken(visitor.token)));
  }

  for (const [action, send] of Object.entries(ACTIONS)) {
    it(`${action}: 403 without a recent sign-in, done right after one, 403 again 10 minutes later`, async () => {
      const member = await savedMember();
      const refused = await send(testApp.app, member.visitor, member.passkeyId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(REQUIRED);
      // Nothing changed.
      const before = await accountOf(member.visitor);
      expect(before).toMatchObject({ recoveryCodesRemaining: RECOVERY_CODE_COUNT, reauthenticatedUntil: null });
      expect(before.passkeys).toHaveLength(1);

      const { reauthenticatedUntil } = await reauthenticate(testApp.app, member.visitor, member.authenticator);
      const left = Date.parse(reauthenticatedUntil) - Date.now();
      expect(left).toBeGreaterThan(REAUTHENTICATION_WINDOW_MS - 60_000);
      expect(left).toBeLessThanOrEqual(REAUTHENTICATION_WINDOW_MS);
      expect((await accountOf(member.visitor)).reauthenticatedUntil).toBe(reauthenticatedUntil);

      await ageReauthentication(member.visitor, REAUTHENTICATION_WINDOW_MS + 1000);
      const stale = await send(testApp.app, member.visitor, member.passkeyId);
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toEqual(REQUIRED);
      expect((await accountOf(member.visitor)).reauthenticatedUntil).toBeNull();

      await reauthenticate(testApp.app, member.visitor, member.authenticator);
      await ageReauthentication(member.visitor, REAUTHENTICATION_WINDOW_MS - 60_000);
      expect((await send(testApp.app, member.visitor, member.passkeyId)).statusCode).toBe(200);
    });
  }

  it('saves a second passkey after a re-authentication; the verification step is guarded as well', async () => {
    const member = await savedMember();
    // Options fetched while fresh, the verification sent after the 10 minutes: refused, nothing saved.
    await reauthenticate(testApp.app, member.visitor, member.authenticator);
    const started = await ACTIONS['add a passkey'](testApp.app, member.visitor);
    expect(started.statusCode).toBe(200);
    await ageReauthentication(member.visitor, REAUTHENTICATION_WINDOW_MS + 1000);
    const late = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/registration',
      headers: member.visitor.headers,
      payload: { response: createVirtualAuthenticator().createCredential(started.json().options) },
    });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual(REQUIRED);
    expect((await accountOf(member.visitor)).passkeys).toHaveLength(1);

    await reauthenticate(testApp.app, member.visitor, member.authenticator);
    const second = await registerPasskey(testApp.app, member.visitor, createVirtualAuthenticator(), { name: 'Tablet' });
    expect(second.statusCode).toBe(201);
    expect((await accountOf(member.visitor)).passkeys).toHaveLength(2);
  });

  it('leaves an unsaved visitor alone: its first passkey, and deleting it, need no sign-in', async () => {
    const visitor = await createVisitor(testApp.app);
    expect((await accountOf(visitor)).reauthenticatedUntil).toBeNull();
    const saved = await registerPasskey(testApp.app, visitor, createVirtualAuthenticator());
    expect(saved.statusCode).toBe(201);
    expect(saved.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);

    const anonymous = await createVisitor(testApp.app);
    expect((await ACTIONS['delete the account'](testApp.app, anonymous)).statusCode).toBe(200);
  });

  it('counts a session started by a passkey or a recovery-code sign-in as fresh for 10 minutes', async () => {
    const member = await savedMember();
    const byPasskey = (await signInWithPasskey(testApp.app, member.authenticator)).json().token as string;
    const passkeySession = { token: byPasskey, user: member.visitor.user, headers: bearer(byPasskey) };
    expect((await accountOf(passkeySession)).reauthenticatedUntil).not.toBeNull();
    expect((await ACTIONS['make new recovery codes'](testApp.app, passkeySession)).statusCode).toBe(200);

    const codes = (await ACTIONS['make new recovery codes'](testApp.app, passkeySession)).json().recoveryCodes;
    const byCode = (await recover(testApp.app, String(codes[0]))).json().token as string;
    const codeSession = { token: byCode, user: member.visitor.user, headers: bearer(byCode) };
    expect((await ACTIONS['make new recovery codes'](testApp.app, codeSession)).statusCode).toBe(200);
    await ageReauthentication(codeSession, REAUTHENTICATION_WINDOW_MS + 1000);
    expect((await ACTIONS['make new recovery codes'](testApp.app, codeSession)).statusCode).toBe(403);

    // Each session proves itself: the browser that only saved the passkey is still asked.
    expect((await ACTIONS['make new recovery codes'](testApp.app, member.visitor)).statusCode).toBe(403);
  });

  it("re-authenticates with one of the account's recovery codes, which is then spent", async () => {
    const member = await savedMember();
    const [code, another] = member.recoveryCodes;
    const confirmed = await reauthenticateWithCode(testApp.app, member.visitor, String(code));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().reauthenticatedUntil).toEqual(expect.any(String));
    expect((await accountOf(member.visitor)).recoveryCodesRemaining).toBe(RECOVERY_CODE_COUNT - 1);
    expect((await ACTIONS['remove a passkey'](testApp.app, member.visitor, member.passkeyId)).statusCode).toBe(200);

    const again = await reauthenticateWithCode(testApp.app, member.visitor, String(code));
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(FAILED);
    expect((await reauthenticateWithCode(testApp.app, member.visitor, String(another))).statusCode).toBe(200);
  });

  it("refuses another account's passkey or code with a 403 (never a 401), and spends nothing", async () => {
    const member = await savedMember();
    const stranger = await savedMember();

    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/reauthenticate/options',
      headers: member.visitor.headers,
    });
    expect(started.statusCode).toBe(200);
    // Only this account's passkeys may answer.
    expect(started.json().options.allowCredentials).toEqual([
      expect.objectContaining({ id: member.authenticator.credentialId, type: 'public-key' }),
    ]);
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/reauthenticate',
      headers: member.visitor.headers,
      payload: { response: stranger.authenticator.getAssertion(started.json().options) },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(FAILED);

    const theirCode = String(stranger.recoveryCodes[0]);
    const foreignCode = await reauthenticateWithCode(testApp.app, member.visitor, theirCode);
    expect(foreignCode.statusCode).toBe(403);
    expect(foreignCode.json()).toEqual(FAILED);
    expect((await accountOf(stranger.visitor)).recoveryCodesRemaining).toBe(RECOVERY_CODE_COUNT);

    // A sign-in challenge does not answer a re-authentication, nor an unverified user.
    const unverified = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/reauthenticate',
      headers: member.visitor.headers,
      payload: {
        response: member.authenticator.getAssertion(
          (
            await testApp.app.inject({
              method: 'POST',
              url: '/api/account/reauthenticate/options',
              headers: member.visitor.headers,
            })
          ).json().options,
          { userVerified: false },
        ),
      },
    });
    expect(unverified.statusCode).toBe(403);
    const signInOptions = (await testApp.app.inject({ method: 'POST', url: '/api/account/sign-in/options' })).json()
      .options;
    const crossed = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/reauthenticate',
      headers: member.visitor.headers,
      payload: { response: member.authenticator.getAssertion(signInOptions) },
    });
    expect(crossed.statusCode).toBe(403);

    // Still not fresh, and the token still works.
    expect((await ACTIONS['make new recovery codes'](testApp.app, member.visitor)).statusCode).toBe(403);
    expect((await accountOf(member.visitor)).user.id).toBe(member.visitor.user.id);
  });

  it('needs a visitor token to re-authenticate', async () => {
    const assertion = createVirtualAuthenticator().getAssertion({ challenge: 'bm90LWEtY2hhbGxlbmdl' });
    for (const [url, payload] of [
      ['/api/account/reauthenticate/options', undefined],
      ['/api/account/reauthenticate', { response: assertion }],
      ['/api/account/reauthenticate/recovery-code', { code: 'AAAA-BBBB-CCCC-DDDD' }],
    ] as const) {
      expect((await testApp.app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(401);
    }
  });
});
