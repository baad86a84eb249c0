import { DEFAULT_VISITOR_NAME, DEFAULT_VISITOR_REPUTATION } from '@app/shared/users/users.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';

describe('visitor sessions and users', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('creates an anonymous Community Member with reputation 150 and a long random token', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/session' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({
      name: DEFAULT_VISITOR_NAME,
      reputation: DEFAULT_VISITOR_REPUTATION,
      isAI: false,
    });
    // 32 random bytes in base64url are 43 characters.
    expect(body.token.length).toBeGreaterThanOrEqual(43);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await createVisitor(testApp.app);
    const rows = await testApp.database.db.query.sessions.findMany();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('returns the caller from /api/users/me', async () => {
    const visitor = await createVisitor(testApp.app);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: visitor.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(visitor.user.id);
  });

  it('refuses /api/users/me without a token, and with an unknown one', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, error: 'unauthorized' });
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('lets a visitor rename themselves, trimmed', async () => {
    const visitor = await createVisitor(testApp.app);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${visitor.user.id}`,
      headers: visitor.headers,
      payload: { name: '  Ada Lovelace  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Ada Lovelace');
  });

  it("refuses to edit someone else's profile", async () => {
    const owner = await createVisitor(testApp.app);
    const other = await createVisitor(testApp.app);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${owner.user.id}`,
      headers: other.headers,
      payload: { name: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('forbidden');
  });

  it('answers 404 for an unknown user id and 400 for a malformed one', async () => {
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/users/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    const malformed = await testApp.app.inject({ method: 'GET', url: '/api/users/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ path: 'params.id' });
  });
});
