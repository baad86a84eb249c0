import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createBounty, verifyLedger, walletOf } from '../../test/bounty-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';

type Visitor = Awaited<ReturnType<typeof createVisitor>>;

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const VISITORS = 20;
const OPERATIONS_EACH = 50;

/**
 * 1,000 random stake / unstake / claim / submit / approve / reject operations from 20 visitors at
 * once. Only PostgreSQL runs them truly in parallel (PGlite serialises transactions), so this file
 * counts on the PostgreSQL run of `npm test`; on PGlite it still checks the bookkeeping.
 */
describe('the ledger under 1,000 concurrent random operations', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
  });
  afterAll(() => testApp.close());

  it('stays balanced, never goes negative, and pays each approval exactly once', { timeout: 240_000 }, async () => {
    const { app } = testApp;
    const random = sequence(7);
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
    const visitors: Visitor[] = [];
    for (let index = 0; index < VISITORS; index++) visitors.push(await createVisitor(app));
    const bounties: { id: string; reward: number }[] = [];
    for (let index = 0; index < 60; index++) {
      bounties.push(await createBounty(app, { reward: 10 + Math.floor(random() * 50) }));
    }
    const submissions: { id: string; developer: string; reward: number }[] = [];
    const approvedBy = new Map<string, number>();
    const statuses: number[] = [];

    const operation = async (visitor: Visitor, index: number) => {
      const roll = random();
      const bounty = pick(bounties);
      if (!bounty) return;
      if (roll < 0.2) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/wallet/stake',
          headers: { ...visitor.headers, 'idempotency-key': `s-${visitor.user.id}-${index}` },
          payload: { amount: 1 + Math.floor(random() * 40) },
        });
        statuses.push(response.statusCode);
      } else if (roll < 0.4) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/wallet/unstake',
          headers: visitor.headers,
          payload: { amount: 1 + Math.floor(random() * 40) },
        });
        statuses.push(response.statusCode);
      } else if (roll < 0.55) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/bounties/${bounty.id}/claim`,
          headers: visitor.headers,
        });
        statuses.push(response.statusCode);
      } else if (roll < 0.75) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/bounties/${bounty.id}/submissions`,
          headers: visitor.headers,
          payload: { submissionUrl: 'https://github.com/x/y/pull/1', description: 'Work.' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 201) {
          submissions.push({ id: response.json().submission.id, developer: visitor.user.id, reward: bounty.reward });
        }
      } else {
        const submission = pick(submissions);
        if (!submission) return;
        const action = roll < 0.9 ? 'approve' : 'reject';
        const response = await app.inject({
          method: 'POST',
          url: `/api/submissions/${submission.id}/${action}`,
          headers: ADMIN,
          payload: action === 'reject' ? { reviewerNotes: 'Try again.' } : {},
        });
        statuses.push(response.statusCode);
        if (action === 'approve' && response.statusCode === 200) {
          approvedBy.set(submission.developer, (approvedBy.get(submission.developer) ?? 0) + submission.reward);
        }
      }
    };

    await Promise.all(
      visitors.map(async (visitor) => {
        for (let index = 0; index < OPERATIONS_EACH; index++) await operation(visitor, index);
      }),
    );

    expect(statuses.length).toBeGreaterThan(900);
    expect(statuses.filter((status) => ![200, 201, 400, 409].includes(status))).toEqual([]);
    expect(statuses.filter((status) => status === 200 || status === 201).length).toBeGreaterThan(100);
    const result = await verifyLedger(app);
    expect(result.mismatches).toEqual([]);
    expect(result.ok).toBe(true);
    for (const visitor of visitors) {
      const wallet = await walletOf(app, visitor);
      expect(wallet.balance).toBeGreaterThanOrEqual(0);
      expect(wallet.staked).toBeGreaterThanOrEqual(0);
      expect(wallet.totalEarned).toBe(approvedBy.get(visitor.user.id) ?? 0);
      expect(wallet.balance + wallet.staked).toBe(wallet.totalEarned);
    }
  });
});
