import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import { IDEMPOTENCY_MESSAGES } from '@app/shared/api/idempotency.constants';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { buildTestConfig } from '../config.ts';
import { hashRequest, STALE_CLAIM_SECONDS } from '../modules/idempotency/idempotency.service.ts';
import { idempotencyKeys } from '../modules/idempotency/idempotency.tables.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { users } from '../modules/users/users.tables.ts';
import { createVisitor } from '../test/build-test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { requireVisitor } from './identity.ts';

/**
 * A creating route like the ones the modules have: it inserts one row per call, in a transaction
 * (as every keyed write must). `/slow-things` loses its claim to a retry while it runs, and
 * `/failing-things` fails after its write committed.
 */
async function buildAppWithCreatingRoute() {
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config: buildTestConfig({ SEED_DEMO_DATA: false }), database, serveWeb: false });
  const route = (url: string, before: (claim: FastifyRequest['idempotencyClaim']) => Promise<void>) =>
    app.post(
      url,
      {
        preHandler: requireVisitor,
        config: { idempotent: true },
        schema: { body: z.object({ name: z.string().min(2) }) },
      },
      async (request, reply) => {
        const { name } = request.body as { name: string };
        await before(request.idempotencyClaim);
        const row = await app.db.transaction((tx) => insertUser(tx, { name, avatarSeed: 'x' }));
        if (url.includes('failing')) throw new Error('Failed after the commit');
        return reply.status(201).send({ success: true, id: row.id });
      },
    );
  route('/api/test/things', async () => {});
  route('/api/test/slow-things', async (claim) => {
    // A retry took the key over while this request was still running.
    if (!claim) return;
    await app.db
      .update(idempotencyKeys)
      .set({ claimId: randomUUID() })
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  });
  route('/api/test/failing-things', async () => {});
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
  const create = (app: FastifyInstance, key: string, name = 'Thing', headers = visitor.headers, path = 'things') =>
    app.inject({
      method: 'POST',
      url: `/api/test/${path}`,
      headers: { ...headers, 'idempotency-key': key },
      payload: { name },
    });
  const claimOf = async (key: string) =>
    (
      await context.database.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, visitor.user.id), eq(idempotencyKeys.key, key)))
    )[0];
  /** What a process killed between the commit and onSend leaves: the claim, with no response. */
  const loseAnswer = (key: string, secondsAgo: number) =>
    context.database.db
      .update(idempotencyKeys)
      .set({
        responseStatus: null,
        responseBody: null,
        createdAt: sql`now() - make_interval(secs => ${secondsAgo})`,
      })
      .where(and(eq(idempotencyKeys.userId, visitor.user.id), eq(idempotencyKeys.key, key)));
  /** A claim left by a process that died before its write committed. */
  const abandonClaim = (key: string, secondsAgo: number) =>
    context.database.db.insert(idempotencyKeys).values({
      userId: visitor.user.id,
      key,
      requestHash: hashRequest('POST', '/api/test/things', { name: 'Thing' }),
      createdAt: sql`now() - make_interval(secs => ${secondsAgo})`,
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

  it('marks the claim committed by the write itself, and stores the answer', async () => {
    await create(context.app, 'key-marked');
    const claim = await claimOf('key-marked');
    expect(claim?.committedAt).toBeInstanceOf(Date);
    expect(claim?.responseStatus).toBe(201);
  });

  it('never runs a committed write again when its answer was lost, however old the claim', async () => {
    const first = await create(context.app, 'key-lost');
    expect(first.statusCode).toBe(201);
    await loseAnswer('key-lost', 3600);
    const before = await countUsers();
    const retry = await create(context.app, 'key-lost');
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({
      error: API_ERROR_CODES.alreadyCarriedOut,
      message: IDEMPOTENCY_MESSAGES.answerLost,
    });
    expect(await countUsers()).toBe(before);
    // Still so on the next retry: the claim stays until the 24 h are over.
    expect((await create(context.app, 'key-lost')).json().error).toBe(API_ERROR_CODES.alreadyCarriedOut);
    expect(await countUsers()).toBe(before);
  });

  it('answers 409 in_progress while an uncommitted claim is fresh', async () => {
    await abandonClaim('key-fresh', 1);
    const before = await countUsers();
    const retry = await create(context.app, 'key-fresh');
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ error: API_ERROR_CODES.inProgress, message: IDEMPOTENCY_MESSAGES.inProgress });
    expect(await countUsers()).toBe(before);
  });

  it(`takes over a claim that never committed after ${STALE_CLAIM_SECONDS} s, and runs the write once`, async () => {
    await abandonClaim('key-stale', STALE_CLAIM_SECONDS + 1);
    const before = await countUsers();
    const retry = await create(context.app, 'key-stale');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await countUsers()).toBe((before ?? 0) + 1);
    expect((await create(context.app, 'key-stale')).headers['idempotent-replayed']).toBe('true');
    expect(await countUsers()).toBe((before ?? 0) + 1);
  });

  it('rolls back a request whose claim was taken over while it ran, and leaves the new holder its claim', async () => {
    const before = await countUsers();
    const late = await create(context.app, 'key-taken', 'Thing', visitor.headers, 'slow-things');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: API_ERROR_CODES.inProgress, message: IDEMPOTENCY_MESSAGES.inProgress });
    expect(await countUsers()).toBe(before);
    const claim = await claimOf('key-taken');
    expect(claim).toMatchObject({ responseStatus: null, committedAt: null });
  });

  it('keeps the claim of a write that committed before its request failed: a retry is told, not rerun', async () => {
    const before = await countUsers();
    const failed = await create(context.app, 'key-failed', 'Thing', visitor.headers, 'failing-things');
    expect(failed.statusCode).toBe(500);
    expect(await countUsers()).toBe((before ?? 0) + 1);
    const retry = await create(context.app, 'key-failed', 'Thing', visitor.headers, 'failing-things');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(API_ERROR_CODES.alreadyCarriedOut);
    expect(await countUsers()).toBe((before ?? 0) + 1);
  });
});
