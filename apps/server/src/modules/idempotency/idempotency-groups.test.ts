import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { insertUser } from '../users/users.repository.ts';
import { beginIdempotentRequest, finishIdempotentRequest } from './idempotency.service.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

/**
 * Claims and answers of many requests at once go out as grouped statements (StatementGroup,
 * docs/decisions/012): each request must still get exactly the outcome it would alone.
 */
describe('grouped claims and answers', () => {
  let context: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Database;
  let userId: string;
  const begin = (key: string, requestHash = 'hash') => beginIdempotentRequest(db, { userId, key, requestHash });
  const rowOf = async (key: string) =>
    (
      await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    )[0];

  beforeAll(async () => {
    context = await openTestDatabase();
    await migrateDatabase(context.database);
    db = context.database.db;
    userId = (await insertUser(db, { name: 'Grouped', avatarSeed: 'g' })).id;
  });
  afterAll(() => context.drop());

  it('claims many different keys at once, each for its own request', async () => {
    const keys = Array.from({ length: 30 }, (_, index) => `many-${index}`);
    const outcomes = await Promise.all(keys.map((key) => begin(key)));
    expect(outcomes.every((outcome) => outcome.kind === 'proceed')).toBe(true);
    const claimIds = outcomes.map((outcome) => (outcome.kind === 'proceed' ? outcome.claim.claimId : null));
    expect(new Set(claimIds).size).toBe(keys.length);
    for (const [index, key] of keys.entries()) expect((await rowOf(key))?.claimId).toBe(claimIds[index]);
  });

  it('lets one of several requests with the same key at once proceed; the others are told it is running', async () => {
    const settled = await Promise.allSettled(Array.from({ length: 5 }, () => begin('same-key')));
    const proceeded = settled.filter((result) => result.status === 'fulfilled');
    expect(proceeded).toHaveLength(1);
    for (const result of settled.filter((entry) => entry.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 409,
        code: API_ERROR_CODES.inProgress,
      });
    }
  });

  it('stores many answers at once, each on its own claim and as the text that was sent', async () => {
    const keys = Array.from({ length: 12 }, (_, index) => `answer-${index}`);
    const claims = await Promise.all(
      keys.map(async (key) => {
        const outcome = await begin(key);
        if (outcome.kind !== 'proceed') throw new Error('expected a claim');
        return outcome.claim;
      }),
    );
    await Promise.all(
      claims.map((claim, index) =>
        finishIdempotentRequest(db, {
          claim,
          status: 201,
          payload: JSON.stringify({ success: true, index, text: `it's "quoted" \\ and ünïcode` }),
        }),
      ),
    );
    const replays = await Promise.all(keys.map((key) => begin(key)));
    for (const [index, replay] of replays.entries()) {
      expect(replay).toEqual({
        kind: 'replay',
        status: 201,
        body: { success: true, index, text: `it's "quoted" \\ and ünïcode` },
      });
    }
  });
});
