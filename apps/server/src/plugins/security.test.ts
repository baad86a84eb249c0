import { afterEach, describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '../modules/cluster/cluster.tables.ts';
import { buildTestApp, createVisitor, type TestApp } from '../test/build-test-app.ts';

describe('security', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('sends a strict CSP, nosniff and frame-ancestors none', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on every response, pages and errors alike', async () => {
    testApp = await buildTestApp();
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/no-such-route' });
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ]) {
      expect(health.headers[name], name).toEqual(expect.any(String));
      expect(missing.headers[name], name).toBe(health.headers[name]);
    }
    expect(health.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(health.headers['x-powered-by']).toBeUndefined();
  });

  it('allows no cross-origin reads unless CORS_ORIGINS lists the origin', async () => {
    testApp = await buildTestApp({ config: { CORS_ORIGINS: ['https://partner.example'] } });
    const allowed = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  // A write that needs no token: anonymous analytics events.
  const track = (headers: Record<string, string> = {}, remoteAddress?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/analytics',
      headers,
      remoteAddress,
      payload: { events: [{ name: 'page_viewed', timestamp: new Date().toISOString() }] },
    });
  const createSession = (remoteAddress?: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/session', remoteAddress });
  const RATE_LIMITED_MESSAGE = /^Too many requests\. Please try again in \d+ seconds?\.$/;

  it('answers 429 with Retry-After once the write limit is used up', async () => {
    testApp = await buildTestApp({ rateLimit: { writeMax: 3 } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await track()).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await track();
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toEqual({ success: false, error: 'rate_limited', message: expect.any(String) });
    expect(limited.json().message).toMatch(RATE_LIMITED_MESSAGE);
    // Reads are not counted against the write limit.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('counts writes with made-up bearer tokens against the IP, not a fresh bucket per token', async () => {
    testApp = await buildTestApp({ rateLimit: { writeMax: 3 } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await track({ authorization: `Bearer made-up-${attempt}-${Math.random()}` })).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    // The same bucket as writes without a token from that IP...
    expect((await track()).statusCode).toBe(429);
    // ...and only that IP's.
    expect((await track({ authorization: 'Bearer another-made-up' }, '203.0.113.7')).statusCode).toBe(202);
  });

  it('gives each real visitor their own write bucket', async () => {
    testApp = await buildTestApp({ rateLimit: { writeMax: 3 } });
    const first = await createVisitor(testApp.app);
    const second = await createVisitor(testApp.app);
    // The IP's bucket is used up by anonymous writes...
    for (let attempt = 0; attempt < 3; attempt++) expect((await track()).statusCode).toBe(202);
    expect((await track({ authorization: 'Bearer made-up' })).statusCode).toBe(429);
    // ...yet each visitor on that IP still has a full bucket of their own.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await track(first.headers)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect((await track(second.headers)).statusCode).toBe(202);
  });

  it('limits new visitors per IP, apart from the write limit', async () => {
    testApp = await buildTestApp({ rateLimit: { sessionMax: 2, writeMax: 100 } });
    const visitor = await createVisitor(testApp.app);
    expect((await createSession()).statusCode).toBe(201);
    expect((await createSession()).statusCode).toBe(429);
    // A bearer token, real or made up, does not lift it.
    for (const headers of [visitor.headers, { authorization: 'Bearer made-up' }]) {
      const limited = await testApp.app.inject({ method: 'POST', url: '/api/session', headers });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited.json()).toEqual({ success: false, error: 'rate_limited', message: expect.any(String) });
      expect(limited.json().message).toMatch(RATE_LIMITED_MESSAGE);
    }
    // Other writes from that IP, and new visitors from another IP, are not affected.
    expect((await track()).statusCode).toBe(202);
    expect((await track(visitor.headers)).statusCode).toBe(202);
    expect((await createSession('203.0.113.7')).statusCode).toBe(201);
  });

  it('reads SESSION_LIMIT_PER_MINUTE from the config', async () => {
    testApp = await buildTestApp({ config: { SESSION_LIMIT_PER_MINUTE: 1 } });
    expect((await createSession()).statusCode).toBe(201);
    expect((await createSession()).statusCode).toBe(429);
  });

  it('limits every route per IP', async () => {
    testApp = await buildTestApp({ rateLimit: { globalMax: 2 } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('counts reads the read cache answers against the same limit', async () => {
    testApp = await buildTestApp({ rateLimit: { globalMax: 2 } });
    const read = () => testApp.app.inject({ method: 'GET', url: '/api/questions' });
    const [first, second, third] = [await read(), await read(), await read()];
    expect(second.headers['x-read-cache']).toBe('hit');
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 429]);
  });

  it('gives each write route its own bucket', async () => {
    testApp = await buildTestApp({ rateLimit: { writeMax: 2 } });
    const validate = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/prototypes/validate-url',
        payload: { url: 'https://example.github.io/app/' },
      });
    expect([(await track()).statusCode, (await track()).statusCode, (await track()).statusCode]).toEqual([
      202, 202, 429,
    ]);
    expect((await validate()).statusCode).toBe(200);
  });

  it('counts in the database on PostgreSQL (one budget for every process) and in memory on PGlite', async () => {
    testApp = await buildTestApp({ rateLimit: { writeMax: 2 } });
    await track();
    const keys = (await testApp.database.db.select().from(rateLimitBuckets)).map((row) => row.key);
    expect(keys).toEqual(testApp.database.kind === 'postgres' ? ['POST /api/analytics|ip:127.0.0.1'] : []);
  });

  it('keeps the same limits with the shared store on either database', async () => {
    testApp = await buildTestApp({ rateLimit: { writeMax: 2, globalMax: 2, store: 'shared' } });
    expect([(await track()).statusCode, (await track()).statusCode, (await track()).statusCode]).toEqual([
      202, 202, 429,
    ]);
    const limited = await track();
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json().message).toMatch(RATE_LIMITED_MESSAGE);
    const health = () => testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect([(await health()).statusCode, (await health()).statusCode, (await health()).statusCode]).toEqual([
      200, 200, 429,
    ]);
  });

  it('serves the OpenAPI document built from the route schemas', async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/session', '/api/users/me', '/api/users/{id}']),
    );
    const docs = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
