import { ACCOUNT_MESSAGES, RECOVERY_CODE_COUNT, SESSION_IDLE_DAYS } from '@app/shared/accounts/accounts.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reauthenticate, registerPasskey, saveAccount } from '../../test/account-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { createVirtualAuthenticator } from '../../test/virtual-authenticator.ts';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const DAY_MS = 86_400_000;

describe('saving an account with passkeys', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const accountOf = async (headers: Record<string, string>) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/account', headers });
    expect(response.statusCode).toBe(200);
    return response.json().account;
  };

  it('offers creation options for a discoverable passkey with user verification, bound to PUBLIC_ORIGIN', async () => {
    const visitor = await createVisitor(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/registration/options',
      headers: visitor.headers,
    });
    expect(response.statusCode).toBe(200);
    const { options } = response.json();
    expect(options.rp).toMatchObject({ id: 'localhost' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.attestation).toBe('none');
    expect(options.excludeCredentials).toEqual([]);
  });

  it('saves the first passkey with ten recovery codes, shown once, and starts the 30 idle days', async () => {
    const visitor = await createVisitor(testApp.app);
    expect((await accountOf(visitor.headers)).isSaved).toBe(false);
    const saved = await registerPasskey(testApp.app, visitor, createVirtualAuthenticator(), {
      userAgent: CHROME_ON_LINUX,
    });
    expect(saved.statusCode).toBe(201);
    const body = saved.json();
    expect(body.passkey).toMatchObject({ name: 'Chrome on Linux', deviceType: 'singleDevice', lastUsedAt: null });
    expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const account = await accountOf(visitor.headers);
    expect(account).toMatchObject({ isSaved: true, recoveryCodesRemaining: RECOVERY_CODE_COUNT });
    expect(account.passkeys).toHaveLength(1);
    const [session] = account.sessions;
    expect(session.isCurrent).toBe(true);
    const idleDays = (Date.parse(session.expiresAt) - Date.now()) / DAY_MS;
    expect(idleDays).toBeGreaterThan(SESSION_IDLE_DAYS - 0.01);
    expect(idleDays).toBeLessThanOrEqual(SESSION_IDLE_DAYS);

    // Only hashes are stored, never a code.
    const stored = await testApp.database.db.query.recoveryCodes.findMany();
    const plain = body.recoveryCodes.map((code: string) => code.replaceAll('-', ''));
    expect(stored.some((row) => plain.includes(row.codeHash) || body.recoveryCodes.includes(row.codeHash))).toBe(false);
  });

  it('adds a second passkey without new codes, and offers options that exclude the saved ones', async () => {
    const visitor = await createVisitor(testApp.app);
    const first = createVirtualAuthenticator();
    await saveAccount(testApp.app, visitor, first);
    await reauthenticate(testApp.app, visitor, first);
    const options = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/registration/options',
      headers: visitor.headers,
    });
    expect(options.json().options.excludeCredentials).toEqual([
      expect.objectContaining({ id: first.credentialId, type: 'public-key' }),
    ]);
    const second = await registerPasskey(testApp.app, visitor, createVirtualAuthenticator(), { name: 'Work laptop' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ passkey: { name: 'Work laptop' }, recoveryCodes: null });
    expect((await accountOf(visitor.headers)).passkeys.map((p: { name: string }) => p.name)).toContain('Work laptop');
  });

  it.each([
    ['from another origin', { origin: 'https://evil.example' }],
    ['for another relying party', { rpId: 'evil.example' }],
    ['without user verification', { userVerified: false }],
    ['answering a challenge it was never given', { challenge: 'bm90LWEtY2hhbGxlbmdl' }],
  ])('refuses a passkey %s, and saves nothing', async (_label, overrides) => {
    const visitor = await createVisitor(testApp.app);
    const response = await registerPasskey(testApp.app, visitor, createVirtualAuthenticator(), { overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.registrationFailed);
    expect((await accountOf(visitor.headers)).isSaved).toBe(false);
  });

  it('refuses a challenge issued to someone else, or used once already', async () => {
    const owner = await createVisitor(testApp.app);
    const thief = await createVisitor(testApp.app);
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/registration/options',
      headers: owner.headers,
    });
    const authenticator = createVirtualAuthenticator();
    const response = authenticator.createCredential(started.json().options);
    const stolen = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/registration',
      headers: thief.headers,
      payload: { response },
    });
    expect(stolen.statusCode).toBe(400);
    const mine = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/registration',
      headers: owner.headers,
      payload: { response },
    });
    expect(mine.statusCode).toBe(201);
    // Now saved, the owner confirms it is them (issue 35), so only the spent challenge is wrong.
    await reauthenticate(testApp.app, owner, authenticator);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/passkeys/registration',
      headers: owner.headers,
      payload: { response },
    });
    expect(again.statusCode).toBe(400);
  });

  it('renames and removes passkeys; the last one only when confirmed', async () => {
    const visitor = await createVisitor(testApp.app);
    const authenticator = createVirtualAuthenticator();
    const { passkey } = await saveAccount(testApp.app, visitor, authenticator);
    await reauthenticate(testApp.app, visitor, authenticator);
    const renamed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/account/passkeys/${passkey.id}`,
      headers: visitor.headers,
      payload: { name: '  Phone  ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().passkey.name).toBe('Phone');

    const remove = (query = '') =>
      testApp.app.inject({
        method: 'DELETE',
        url: `/api/account/passkeys/${passkey.id}${query}`,
        headers: visitor.headers,
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.lastPasskey);
    expect((await remove('?confirm=true')).statusCode).toBe(200);
    expect((await accountOf(visitor.headers)).passkeys).toEqual([]);
    expect((await remove('?confirm=true')).statusCode).toBe(404);
  });

  it("answers 404 to anyone who renames or removes another member's passkey, and changes nothing", async () => {
    const owner = await createVisitor(testApp.app);
    const other = await createVisitor(testApp.app);
    const { passkey } = await saveAccount(testApp.app, owner, createVirtualAuthenticator());
    const rename = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/account/passkeys/${passkey.id}`,
      headers: other.headers,
      payload: { name: 'Mine now' },
    });
    expect(rename.statusCode).toBe(404);
    expect(rename.json().message).toBe(ACCOUNT_MESSAGES.passkeyNotFound);
    const remove = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/account/passkeys/${passkey.id}?confirm=true`,
      headers: other.headers,
    });
    expect(remove.statusCode).toBe(404);
    expect((await accountOf(other.headers)).passkeys).toEqual([]);
    expect((await accountOf(owner.headers)).passkeys).toEqual([expect.objectContaining({ name: passkey.name })]);
  });

  it('needs a visitor token for everything about the account', async () => {
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['POST', '/api/account/passkeys/registration/options'],
      ['POST', '/api/account/recovery-codes'],
      ['POST', '/api/account/sign-out'],
      ['GET', '/api/account/export'],
    ] as const) {
      expect((await testApp.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
