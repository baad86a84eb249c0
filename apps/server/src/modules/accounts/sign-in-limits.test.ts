import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, signInDelayMs } from '../../plugins/security.ts';
import { recover, saveAccount, signInOptions, signInWithPasskey } from '../../test/account-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { createVirtualAuthenticator } from '../../test/virtual-authenticator.ts';

const DELAY_MAX_MS = 200;
const RATE_LIMITED = /^Too many requests\. Please try again in \d+ seconds?\.$/;

describe('rate limits on signing in and recovery', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      rateLimit: {
        signinMax: 3,
        globalMax: 1000,
        writeMax: 1000,
        sessionMax: 1000,
        signinDelayMs: 20,
        signinDelayMaxMs: DELAY_MAX_MS,
      },
    });
  });
  afterAll(() => testApp.close());

  it('limits recovery attempts per IP, with Retry-After, and leaves other addresses alone', async () => {
    const ip = '198.51.100.1';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await recover(testApp.app, 'AAAA-BBBB-CCCC-DDDD', ip)).statusCode).toBe(401);
    }
    const limited = await recover(testApp.app, 'AAAA-BBBB-CCCC-DDDD', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toMatchObject({
      success: false,
      error: 'rate_limited',
      message: expect.stringMatching(RATE_LIMITED),
    });
    expect((await recover(testApp.app, 'AAAA-BBBB-CCCC-DDDD', '198.51.100.2')).statusCode).toBe(401);
  });

  it('limits sign-in ceremonies per IP', async () => {
    const ip = '198.51.100.3';
    const options = () =>
      testApp.app.inject({ method: 'POST', url: '/api/account/sign-in/options', remoteAddress: ip });
    for (let attempt = 0; attempt < 3; attempt++) expect((await options()).statusCode).toBe(200);
    expect((await options()).statusCode).toBe(429);
  });

  it('blocks failed sign-ins per account and address: 50 from one address leave the owner getting in from another', async () => {
    const visitor = await createVisitor(testApp.app);
    const authenticator = createVirtualAuthenticator();
    await saveAccount(testApp.app, visitor, authenticator);
    // Successes do not count against the account.
    for (let attempt = 0; attempt < 4; attempt++) {
      const ok = await signInWithPasskey(testApp.app, authenticator, {}, { remoteAddress: `203.0.113.${attempt}` });
      expect(ok.statusCode).toBe(200);
    }
    // A stranger who holds the credential id but not the user verification, 50 times from one address
    // (each ceremony's options fetched from elsewhere, so only the sign-in itself is counted there).
    const attacker = '203.0.113.66';
    const signInFromAttacker = async (attempt: number, overrides = {}) => {
      const options = await signInOptions(testApp.app, `192.0.2.${attempt}`);
      return testApp.app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        remoteAddress: attacker,
        payload: { response: authenticator.getAssertion(options, overrides) },
      });
    };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      statuses.push((await signInFromAttacker(attempt, { userVerified: false })).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual(Array.from({ length: 47 }, () => 429));
    // The attacker's address stays blocked, even with the real passkey.
    const blocked = await signInFromAttacker(50);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    // The owner, on their own network, gets in (slowed a little by the recent failures, never blocked).
    const owner = await signInWithPasskey(testApp.app, authenticator, {}, { remoteAddress: '198.51.100.77' });
    expect(owner.statusCode).toBe(200);
  });

  it("slows, never blocks, an account's sign-ins after failures from many addresses", async () => {
    const visitor = await createVisitor(testApp.app);
    const authenticator = createVirtualAuthenticator();
    await saveAccount(testApp.app, visitor, authenticator);
    const timedSignIn = async (remoteAddress: string, overrides = {}) => {
      const options = await signInOptions(testApp.app, remoteAddress);
      const startedAt = performance.now();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        remoteAddress,
        payload: { response: authenticator.getAssertion(options, overrides) },
      });
      return { status: response.statusCode, ms: performance.now() - startedAt };
    };
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await timedSignIn(`203.0.114.${attempt}`, { userVerified: false })).status).toBe(401);
    }
    // 12 recent failures: 12 x 20 ms, capped at 200 ms; then in, not 429.
    const owner = await timedSignIn('198.51.100.78');
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(DELAY_MAX_MS - 5);
    // Another account is not slowed by them.
    const other = await createVisitor(testApp.app);
    const otherAuthenticator = createVirtualAuthenticator();
    await saveAccount(testApp.app, other, otherAuthenticator);
    const fine = await signInWithPasskey(testApp.app, otherAuthenticator, {}, { remoteAddress: '203.0.113.21' });
    expect(fine.statusCode).toBe(200);
  });

  it('waits 100 ms per recent failure by default, at most 2 s', () => {
    const { signinDelayMs = 0, signinDelayMaxMs = 0 } = DEFAULT_RATE_LIMITS;
    expect([0, 1, 5, 20, 50].map((failures) => signInDelayMs(failures, signinDelayMs, signinDelayMaxMs))).toEqual([
      0, 100, 500, 2000, 2000,
    ]);
  });
});
