import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_SCHEMES } from '../lib/route-responses.ts';
import { buildTestApp, createVisitor, TEST_ADMIN_TOKEN, type TestApp } from '../test/build-test-app.ts';
import { UNLIMITED } from '../test/community-factories.ts';

interface Operation {
  method: string;
  path: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema: { enum?: unknown[] } }[];
  responses: Record<string, unknown>;
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const ADMIN_ONLY = [{ adminToken: [] }];

/** Who may call what, as /api/openapi.json tells it, and the server agreeing (issue 21, Security). */
describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let document: { components: { securitySchemes: Record<string, unknown> }; paths: Record<string, object> };
  let operations: Operation[];

  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, Omit<Operation, 'method' | 'path'>>).map(([method, operation]) => ({
        ...operation,
        method,
        path,
      })),
    );
  });
  afterAll(() => testApp.close());

  const needsToken = (op: Operation) =>
    (op.security ?? []).length > 0 && !op.security?.some((s) => !Object.keys(s).length);
  const isAdminOnly = (op: Operation) => JSON.stringify(op.security) === JSON.stringify(ADMIN_ONLY);
  const name = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;
  /** A concrete URL: an unknown id (or an enum's first value) for each path parameter. */
  const urlOf = (op: Operation) =>
    op.path.replace(/\{(\w+)\}/g, (_match, param: string) => {
      const schema = op.parameters?.find((p) => p.in === 'path' && p.name === param)?.schema;
      return String(schema?.enum?.[0] ?? randomUUID());
    });

  it('describes the visitor token, the saved account session and the admin token, and no other scheme', () => {
    expect(document.components.securitySchemes).toEqual(SECURITY_SCHEMES);
    const unknown = operations.flatMap((op) =>
      (op.security ?? []).flatMap(Object.keys).filter((scheme) => !(scheme in SECURITY_SCHEMES)),
    );
    expect(unknown).toEqual([]);
  });

  it('lists on every operation the statuses any route can answer, and 401 and 403 where a token is needed', () => {
    const missing: string[] = [];
    for (const op of operations.filter((o) => o.path.startsWith('/api/'))) {
      const expected = [400, 429, 500];
      if (WRITES.has(op.method)) expected.push(413, 415);
      if (needsToken(op)) expected.push(401);
      if (isAdminOnly(op)) expected.push(403);
      for (const status of expected) if (!op.responses[status]) missing.push(`${name(op)} ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('marks the admin reads as admin only', () => {
    const adminReads = [
      '/api/debug/env',
      '/api/debug/database',
      '/api/debug/ghl-status',
      '/api/debug/trending-topics',
      '/api/debug/ai-community-member/stats',
      '/api/analytics',
      '/api/analytics/events',
      '/api/feedback/export',
    ];
    const gets = operations.filter((op) => op.method === 'get' && adminReads.includes(op.path));
    expect(gets.map((op) => op.path).sort()).toEqual([...adminReads].sort());
    expect(gets.filter((op) => !isAdminOnly(op)).map(name)).toEqual([]);
  });

  it('is right about every read: 401 without a token where it needs one, 403 for a visitor where it is admin only', async () => {
    const visitor = await createVisitor(testApp.app);
    const wrong: string[] = [];
    const gets = operations.filter((op) => op.method === 'get' && op.path.startsWith('/api/'));
    for (const op of gets) {
      // The event stream never ends; notification-stream.test.ts covers its 401 over a socket.
      if (op.path === '/api/notifications/stream') continue;
      const url = urlOf(op);
      const anonymous = (await testApp.app.inject({ method: 'GET', url })).statusCode;
      if (needsToken(op) !== (anonymous === 401)) wrong.push(`${name(op)}: anonymous got ${anonymous}`);
      if (!isAdminOnly(op)) continue;
      const asVisitor = await testApp.app.inject({ method: 'GET', url, headers: visitor.headers });
      if (asVisitor.statusCode !== 403) wrong.push(`${name(op)}: a visitor got ${asVisitor.statusCode}`);
      const asAdmin = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      });
      if (asAdmin.statusCode >= 400 && asAdmin.statusCode !== 404)
        wrong.push(`${name(op)}: the admin got ${asAdmin.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(gets.length).toBeGreaterThan(60);
  });
});
