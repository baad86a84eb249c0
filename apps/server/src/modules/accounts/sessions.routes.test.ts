import { ACCOUNT_MESSAGES, SESSION_IDLE_DAYS } from '@app/shared/accounts/accounts.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens.ts';
import { bearer, saveAccount, signInWithPasskey } from '../../test/account-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { createVirtualAuthenticator } from '../../test/virtual-authenticator.ts';
import { announceIdentityChange } from '../users/identity-changes.ts';
import { sessions } from '../users/users.tables.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

describe('sessions: sign-out, other devices, expiry', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
  const sessionOf = async (token: string) => {
    const [row] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!row) throw new Error('no such session');
    return row;
  };
  /**
   * Changes a session behind the server's back, and tells its session cache as the repositories
   * do (the database's own announcement comes later, over the listening connection).
   */
  const setSession = async (token: string, changes: Partial<typeof sessions.$inferInsert>) => {
    const changed = await testApp.database.db
      .update(sessions)
      .set(changes)
      .where(eq(sessions.tokenHash, hashToken(token)))
      .returning({ userId: sessions.userId });
    for (const { userId } of changed) announceIdentityChange(userId);
  };

  /** A saved member signed in on a second device: both tokens. */
  async function memberOnTwoDevices() {
    const visitor = await createVisitor(testApp.app);
    const authenticator = createVirtualAuthenticator();
    await saveAccount(testApp.app, visitor, authenticator);
    const second = (await signInWithPasskey(testApp.app, authenticator)).json().token as string;
    return { visitor, first: visitor.token, second };
  }

  it('labels the device of a new anonymous visitor from its user agent', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0' },
    });
    const session = await sessionOf(response.json().token);
    expect(session).toMatchObject({ deviceLabel: 'Firefox on Windows', expiresAt: null });
  });

  it('signs out: the token is refused at once', async () => {
    const { first, second } = await memberOnTwoDevices();
    const out = await testApp.app.inject({ method: 'POST', url: '/api/account/sign-out', headers: bearer(second) });
    expect(out.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(200);
  });

  it('signs out every other session, keeping this one', async () => {
    const { visitor, first, second } = await memberOnTwoDevices();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/sessions/revoke-others',
      headers: visitor.headers,
    });
    expect(response.json()).toEqual({ success: true, revoked: 1 });
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(200);
  });

  it('signs out one chosen session of your own, and answers 404 for anyone else', async () => {
    const { visitor, second } = await memberOnTwoDevices();
    const stranger = await createVisitor(testApp.app);
    const target = (await sessionOf(second)).id;
    const end = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'DELETE', url: `/api/account/sessions/${target}`, headers });

    const refused = await end(stranger.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.sessionNotFound);
    expect((await me(second)).statusCode).toBe(200);
    const strangersView = (
      await testApp.app.inject({ method: 'GET', url: '/api/account', headers: stranger.headers })
    ).json().account.sessions;
    expect(strangersView.map((session: { id: string }) => session.id)).not.toContain(target);

    expect((await end(visitor.headers)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await end(visitor.headers)).statusCode).toBe(404);
  });

  it("ends a saved account's session after 30 idle days with session_expired, and says how to get back", async () => {
    const { second } = await memberOnTwoDevices();
    await setSession(second, { expiresAt: new Date(Date.now() - 1000) });
    const response = await me(second);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      error: 'session_expired',
      message: ACCOUNT_MESSAGES.sessionExpired,
    });
    // Public reads still answer, as for anyone without a token.
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/questions', headers: bearer(second) })).statusCode,
    ).toBe(200);
    // A token nobody issued is a plain 401.
    expect((await me('made-up-token')).json().error).toBe('unauthorized');
  });

  it('slides the 30 days forward as the session is used, writing at most once an hour', async () => {
    const { second } = await memberOnTwoDevices();
    const soon = new Date(Date.now() + DAY_MS);
    await setSession(second, { expiresAt: soon, lastSeenAt: new Date(Date.now() - 10 * 60_000) });
    expect((await me(second)).statusCode).toBe(200);
    expect((await sessionOf(second)).expiresAt?.getTime()).toBe(soon.getTime());

    await setSession(second, { lastSeenAt: new Date(Date.now() - 2 * HOUR_MS) });
    expect((await me(second)).statusCode).toBe(200);
    const slid = await sessionOf(second);
    expect(Date.now() - slid.lastSeenAt.getTime()).toBeLessThan(60_000);
    expect((slid.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan((SESSION_IDLE_DAYS - 0.01) * DAY_MS);
  });

  it('never expires an anonymous visitor, however long ago they came', async () => {
    const visitor = await createVisitor(testApp.app);
    await setSession(visitor.token, { lastSeenAt: new Date(Date.now() - 400 * DAY_MS) });
    expect((await me(visitor.token)).statusCode).toBe(200);
    expect((await sessionOf(visitor.token)).expiresAt).toBeNull();
  });
});
