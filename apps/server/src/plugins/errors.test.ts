import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../test/build-test-app.ts';

describe('error responses', () => {
  let testApp: TestApp;
  let visitor: Awaited<ReturnType<typeof createVisitor>>;
  beforeAll(async () => {
    testApp = await buildTestApp();
    visitor = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const putName = (payload: string, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${visitor.user.id}`,
      headers: { ...visitor.headers, 'content-type': contentType },
      payload,
    });

  it('answers an unknown /api path with a 404 in the API error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: false,
      error: 'not_found',
      message: 'No route for GET /api/no-such-thing.',
    });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await putName('{"name": "Ada"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'invalid_json' });
  });

  it('answers a schema violation with 400 and errors[] naming the field', async () => {
    const response = await putName(JSON.stringify({ name: 'x'.repeat(61) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'invalid_input',
      errors: [{ path: 'name', message: 'Your name must be at most 60 characters' }],
    });
    expect(response.json().message).toContain('name');
  });

  it('answers a missing required field with its own message', async () => {
    const response = await putName(JSON.stringify({}));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'name', message: 'Name is required' }]);
  });

  it('strips unknown fields instead of storing them', async () => {
    const response = await putName(JSON.stringify({ name: 'Grace', reputation: 99999, isAI: true }));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Grace', reputation: 150, isAI: false });
  });

  it('refuses a 200 KB body with 413', async () => {
    const response = await putName(JSON.stringify({ name: 'x'.repeat(200 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, error: 'payload_too_large' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await putName('name=Ada', 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, error: 'unsupported_media_type' });
  });

  it('refuses text the database cannot store unchanged (NUL, a lone surrogate) with 400 naming the field', async () => {
    const nul = await putName(JSON.stringify({ name: 'Ada', bio: 'before\u0000after' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      success: false,
      error: 'invalid_input',
      message: 'Invalid bio: must not contain a NUL character or an unpaired surrogate',
      errors: [{ path: 'bio', message: 'must not contain a NUL character or an unpaired surrogate' }],
    });
    const surrogate = await putName(JSON.stringify({ name: 'Ada \ud800' }));
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().errors).toEqual([
      { path: 'name', message: 'must not contain a NUL character or an unpaired surrogate' },
    ]);
    const inQuery = await testApp.app.inject({ method: 'GET', url: '/api/bounties?q=a%00b' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().errors).toEqual([
      { path: 'query.q', message: 'must not contain a NUL character or an unpaired surrogate' },
    ]);
    // Nothing was stored; a real emoji (a surrogate pair) is fine.
    const emoji = await putName(JSON.stringify({ name: 'Ada 🚀', bio: 'zero\u200bwidth' }));
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json().user).toMatchObject({ name: 'Ada 🚀', bio: 'zero\u200bwidth' });
  });

  it('survives a deeply nested body', async () => {
    const deep = `{"name":"Ada","extra":${'['.repeat(40_000)}${']'.repeat(40_000)}}`;
    const response = await putName(deep);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().success).toBe(response.statusCode === 200);
  });

  it('answers a path parameter over 100 characters and a malformed URL in the API error shape', async () => {
    const long = await testApp.app.inject({ method: 'GET', url: `/api/questions/${'a'.repeat(1000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.headers['content-type']).toContain('application/json');
    expect(long.json()).toEqual({
      success: false,
      error: 'invalid_input',
      message: 'A path parameter is longer than 100 characters.',
    });
    const malformed = await testApp.app.inject({ method: 'GET', url: '/api/questions/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      error: 'invalid_input',
      message: 'The URL is not valid: it has a malformed percent-encoding.',
    });
  });

  it('ignores the Idempotency-Key header on reads', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'idempotency-key': '' },
    });
    // Reads ignore the header entirely.
    expect(response.statusCode).toBe(200);
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic message, a request id and no stack trace', async () => {
    const testApp = await buildTestApp();
    try {
      // Simulate a bug deep in a repository: the users table disappears.
      await testApp.database.db.execute('drop table users cascade');
      const response = await testApp.app.inject({ method: 'POST', url: '/api/session' });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toMatchObject({ success: false, error: 'internal_error' });
      expect(body.message).toContain(response.headers['x-request-id']);
      expect(response.body).not.toMatch(/at .*\.ts:\d+|stack|relation "users"/i);
    } finally {
      await testApp.close();
    }
  });
});
