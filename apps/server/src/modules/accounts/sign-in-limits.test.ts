import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recover, saveAccount, signInWithPasskey } from '../../test/account-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { createVirtualAuthenticator } from '../../test/virtual-authenticator.ts';

const RATE_LIMITED = /^Too many requests\. Please try again in \d+ seconds?\.$/;

describe('rate limits on signing in and recovery', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: { signinMax: 3, globalMax: 1000, writeMax: 1000, sessionMax: 1000 } });
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

  it("limits failed sign-ins per account, from whatever address, and not the owner's successes", async () => {
    const visitor = await createVisitor(testApp.app);
    const authenticator = createVirtualAuthenticator();
    await saveAccount(testApp.app, visitor, authenticator);
    // Successes do not count against the account.
    for (let attempt = 0; attempt < 4; attempt++) {
      const ok = await signInWithPasskey(testApp.app, authenticator, {}, { remoteAddress: `203.0.113.${attempt}` });
      expect(ok.statusCode).toBe(200);
    }
    // An attacker who holds the credential id but not the user verification, from many addresses.
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await signInWithPasskey(
        testApp.app,
        authenticator,
        { userVerified: false },
        { remoteAddress: `203.0.113.${10 + attempt}` },
      );
      expect(failed.statusCode).toBe(401);
    }
    const limited = await signInWithPasskey(testApp.app, authenticator, {}, { remoteAddress: '203.0.113.20' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    // Another account is not affected.
    const other = await createVisitor(testApp.app);
    const otherAuthenticator = createVirtualAuthenticator();
    await saveAccount(testApp.app, other, otherAuthenticator);
    const fine = await signInWithPasskey(testApp.app, otherAuthenticator, {}, { remoteAddress: '203.0.113.21' });
    expect(fine.statusCode).toBe(200);
  });
});
