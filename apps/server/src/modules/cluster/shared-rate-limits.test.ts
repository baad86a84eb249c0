import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitOptions } from '../../plugins/security.ts';
import { saveAccount, signInWithPasskey } from '../../test/account-factories.ts';
import { createVisitor } from '../../test/build-test-app.ts';
import { INSTANCES_SKIPPED, type Instances, startInstances, TEST_SERVER_URL } from '../../test/instances.ts';
import { createVirtualAuthenticator } from '../../test/virtual-authenticator.ts';

/** Every limit at N, as both instances of one deployment are configured. */
const N = 4;
const DELAY_PER_FAILURE_MS = 50;
const LIMITS: Partial<RateLimitOptions> = {
  globalMax: N,
  writeMax: N,
  signupMax: N,
  sessionMax: N,
  signinMax: N,
  signinDelayMs: DELAY_PER_FAILURE_MS,
  signinDelayMaxMs: 10 * DELAY_PER_FAILURE_MS,
};

/** The 429 the plugin answers, with its exact message for the Retry-After it sends. */
function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(response.json()).toEqual({
    success: false,
    error: 'rate_limited',
    message: `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  });
}

/**
 * Issue 22 §2: two server instances on one PostgreSQL, each with its own pool as two processes
 * would have, count every rate limit against one budget. Requests alternate between them.
 */
describe.skipIf(!TEST_SERVER_URL)(`rate limits shared by two server instances${INSTANCES_SKIPPED}`, () => {
  let instances: Instances;
  let apps: FastifyInstance[] = [];
  /** The instance for the n-th request: alternates, so every budget spans both. */
  const via = (n: number) => apps[n % 2] as FastifyInstance;

  beforeAll(async () => {
    instances = await startInstances(2, { rateLimit: LIMITS });
    apps = instances.apps;
  });

  afterAll(() => instances.close());

  /** Sends `request(n)` to alternating instances: N are admitted, then both refuse. */
  async function expectOneBudget(request: (n: number) => InjectOptions, admitted: number) {
    const statuses: number[] = [];
    for (let n = 0; n < N; n++) statuses.push((await via(n).inject(request(n))).statusCode);
    expect(statuses).toEqual(Array.from({ length: N }, () => admitted));
    expectRateLimited(await via(N).inject(request(N)));
    expectRateLimited(await via(N + 1).inject(request(N + 1)));
  }

  it('limits every route per IP across both', async () => {
    await expectOneBudget(() => ({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.10' }), 200);
  });

  it('limits writes per visitor across both', async () => {
    const visitor = await createVisitor(via(0));
    const track = () => ({
      method: 'POST' as const,
      url: '/api/analytics',
      headers: visitor.headers,
      payload: { events: [{ name: 'page_viewed', timestamp: new Date().toISOString() }] },
    });
    await expectOneBudget(track, 202);
  });

  it('limits new visitors per IP across both', async () => {
    await expectOneBudget(() => ({ method: 'POST', url: '/api/session', remoteAddress: '198.51.100.11' }), 201);
  });

  it('limits sign-ups per IP across both', async () => {
    await expectOneBudget(
      (n) => ({
        method: 'POST',
        url: '/api/waitlists/service',
        remoteAddress: '198.51.100.12',
        payload: {
          name: 'Ada Lovelace',
          phone: '+1 (555) 123-4567',
          email: `ada.shared.${n}@example.com`,
          projectSummary: 'A booking app for small climbing gyms, with passes, waivers and a class calendar.',
        },
      }),
      201,
    );
  });

  it('limits sign-in attempts per IP across both', async () => {
    await expectOneBudget(
      () => ({ method: 'POST', url: '/api/account/sign-in/options', remoteAddress: '198.51.100.13' }),
      200,
    );
  });

  it("slows, never blocks, an account's failed sign-ins from many addresses, counted across both", async () => {
    const visitor = await createVisitor(via(0));
    const authenticator = createVirtualAuthenticator();
    await saveAccount(via(0), visitor, authenticator);
    // Each attempt from a new address, so only the account's own count grows (issue 35).
    const attempt = (n: number, overrides = {}) =>
      signInWithPasskey(via(n), authenticator, overrides, { remoteAddress: `203.0.113.${100 + n}` });
    const failures: number[] = [];
    for (let n = 0; n < N; n++) failures.push((await attempt(n, { userVerified: false })).statusCode);
    expect(failures).toEqual(Array.from({ length: N }, () => 401));
    // The owner still gets in on either instance, slowed by all N failures (not by one instance's half).
    for (const n of [N, N + 1]) {
      const startedAt = performance.now();
      expect((await attempt(n)).statusCode).toBe(200);
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(N * DELAY_PER_FAILURE_MS - 5);
    }
  });
});
