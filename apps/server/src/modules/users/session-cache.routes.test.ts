import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { INSTANCES_SKIPPED, type Instances, queryOn, startInstances, TEST_SERVER_URL } from '../../test/instances.ts';

const me = (headers: Record<string, string>) => ({ method: 'GET' as const, url: '/api/users/me', headers });

/** Issue 24: the session cache answers known tokens without the database, and never after a change. */
describe('the session cache (one instance)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(async () => test.close());

  it('answers a signed-in visitor from the cache once the session is known', async () => {
    const visitor = await createVisitor(test.app);
    expect((await test.app.inject(me(visitor.headers))).statusCode).toBe(200);
    const before = test.app.sessionCache.size;
    expect(before).toBeGreaterThan(0);
    expect((await test.app.inject(me(visitor.headers))).json().user.id).toBe(visitor.user.id);
  });

  it('refuses a token right after its session is signed out', async () => {
    const visitor = await createVisitor(test.app);
    expect((await test.app.inject(me(visitor.headers))).statusCode).toBe(200);
    const signOut = await test.app.inject({ method: 'POST', url: '/api/account/sign-out', headers: visitor.headers });
    expect(signOut.statusCode).toBe(200);
    expect((await test.app.inject(me(visitor.headers))).statusCode).toBe(401);
  });

  it('shows a changed name at once, though the visitor was cached', async () => {
    const visitor = await createVisitor(test.app);
    expect((await test.app.inject(me(visitor.headers))).statusCode).toBe(200);
    const renamed = await test.app.inject({
      method: 'PUT',
      url: `/api/users/${visitor.user.id}`,
      headers: visitor.headers,
      payload: { name: 'Renamed Visitor' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await test.app.inject(me(visitor.headers))).json().user.name).toBe('Renamed Visitor');
  });
});

/**
 * Two instances on one PostgreSQL: a change made outside this process (here, straight in SQL, so
 * nothing in-process announces it) reaches the other instance's cache through the database's
 * `identity` channel.
 */
describe.skipIf(!TEST_SERVER_URL)(`the session cache across instances${INSTANCES_SKIPPED}`, () => {
  let instances: Instances;
  let apps: FastifyInstance[] = [];
  const query = (statement: string, values: unknown[]) => queryOn(instances.databaseUrl, statement, values);

  beforeAll(async () => {
    instances = await startInstances(2);
    apps = instances.apps;
  });
  afterAll(() => instances.close());

  /** Asks `app` until `done` says yes, up to 2 s; returns how long the change took to be heard. */
  async function waitFor(
    app: FastifyInstance,
    headers: Record<string, string>,
    done: (status: number, body: { user?: { name: string } }) => boolean,
  ) {
    const started = performance.now();
    for (;;) {
      const response = await app.inject(me(headers));
      if (done(response.statusCode, response.json())) return performance.now() - started;
      if (performance.now() - started > 2000) throw new Error('the change was not heard within 2 s');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }

  it('forgets a session deleted by another process as soon as the database announces it', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const visitor = await createVisitor(first);
    expect((await second.inject(me(visitor.headers))).statusCode).toBe(200);
    expect((await second.inject(me(visitor.headers))).statusCode).toBe(200);
    await query('delete from sessions where user_id = $1', [visitor.user.id]);
    const heardAfterMs = await waitFor(second, visitor.headers, (status) => status === 401);
    expect(heardAfterMs).toBeLessThan(1000);
  });

  it('shows another process’s rename on the next requests', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const visitor = await createVisitor(first);
    expect((await second.inject(me(visitor.headers))).statusCode).toBe(200);
    await query('update users set name = $1 where id = $2', ['Renamed Elsewhere', visitor.user.id]);
    await waitFor(second, visitor.headers, (_status, body) => body.user?.name === 'Renamed Elsewhere');
  });

  it('signs out on one instance and is refused on the other', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const visitor = await createVisitor(first);
    expect((await second.inject(me(visitor.headers))).statusCode).toBe(200);
    expect(
      (await first.inject({ method: 'POST', url: '/api/account/sign-out', headers: visitor.headers })).statusCode,
    ).toBe(200);
    await waitFor(second, visitor.headers, (status) => status === 401);
  });
});
