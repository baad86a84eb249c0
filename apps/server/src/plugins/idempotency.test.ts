import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { buildTestConfig } from '../config.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { users } from '../modules/users/users.tables.ts';
import { createVisitor } from '../test/build-test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { requireVisitor } from './identity.ts';

/** A creating route like the ones later modules add: it inserts one row per call. */
async function buildAppWithCreatingRoute() {
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config: buildTestConfig({ SEED_DEMO_DATA: false }), database, serveWeb: false });
  app.post(
    '/api/test/things',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: { body: z.object({ name: z.string().min(2) }) },
    },
    async (request, reply) => {
      const { name } = request.body as { name: string };
      const row = await insertUser(app.db, { name, avatarSeed: 'x' });
      return reply.status(201).send({ success: true, id: row.id });
    },
  );
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}

describe('Idempotency-Key on creating routes', () => {
  let context: Awaited<ReturnType<typeof buildAppWithCreatingRoute>>;
  let visitor: Awaited<ReturnType<typeof createVisitor>>;
  const countUsers = async () => (await context.database.db.select({ value: count() }).from(users))[0]?.value;
  const create = (app: FastifyInstance, key: string, name = 'Thing', headers = visitor.headers) =>
    app.inject({
      method: 'POST',
      url: '/api/test/things',
      headers: { ...headers, 'idempotency-key': key },
      payload: { name },
    });

  beforeAll(async () => {
    context = await buildAppWithCreatingRoute();
    visitor = await createVisitor(context.app);
  });
  afterAll(() => context.close());

  it('returns the same response twice and stores one row', async () => {
    const before = await countUsers();
    const first = await create(context.app, 'key-1');
    const second = await create(context.app, 'key-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countUsers()).toBe((before ?? 0) + 1);
  });

  it('creates again for a different key', async () => {
    const first = await create(context.app, 'key-a');
    const second = await create(context.app, 'key-b');
    expect(second.json().id).not.toBe(first.json().id);
  });

  it('scopes keys to the visitor', async () => {
    const other = await createVisitor(context.app);
    const mine = await create(context.app, 'shared-key');
    const theirs = await create(context.app, 'shared-key', 'Thing', other.headers);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('refuses the same key with a different body', async () => {
    await create(context.app, 'key-body', 'First');
    const reused = await create(context.app, 'key-body', 'Second');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a different request.');
  });

  it('does not keep a rejected request, so a corrected retry with the same key works', async () => {
    const rejected = await create(context.app, 'key-retry', 'x');
    expect(rejected.statusCode).toBe(400);
    const before = await countUsers();
    const rejectedAgain = await create(context.app, 'key-retry', 'x');
    expect(rejectedAgain.statusCode).toBe(400);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a malformed key with 400', async () => {
    const response = await create(context.app, 'x'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('headers.idempotency-key');
  });
});
