import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

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

  it('answers 429 with Retry-After once the write limit is used up', async () => {
    testApp = await buildTestApp({ rateLimit: { writeMax: 3 } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await testApp.app.inject({ method: 'POST', url: '/api/session' })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await testApp.app.inject({ method: 'POST', url: '/api/session' });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toMatchObject({ success: false, error: 'rate_limited' });
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    // Reads are not counted against the write limit.
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('limits every route per IP', async () => {
    testApp = await buildTestApp({ rateLimit: { globalMax: 2 } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
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
