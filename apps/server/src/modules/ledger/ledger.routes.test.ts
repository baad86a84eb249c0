import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import { TOKEN_INFO, WALLET_MESSAGES } from '@app/shared/ledger/ledger.constants';
import { toChecksumAddress } from '@app/shared/ledger/wallet-address';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../db/seed/run-seeds.ts';
import { ADMIN, earnTokens, verifyLedger, walletOf } from '../../test/bounty-factories.ts';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';
import { contractMilestones } from '../contracts/contracts.tables.ts';
import { runForClaim } from '../idempotency/commit-marker.ts';
import { idempotencyKeys } from '../idempotency/idempotency.tables.ts';
import { moveStake } from './wallet.service.ts';

type Visitor = Awaited<ReturnType<typeof createVisitor>>;
const ADDRESS = '0x8ba1f109551bd432803012645ac136ddd64dba72';

describe('wallet and ledger API', () => {
  let testApp: TestApp;
  let visitor: Visitor;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    await runSeeds(testApp.database.db);
    visitor = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const move = (who: Visitor, kind: 'stake' | 'unstake', amount: unknown, key?: string) =>
    inject({
      method: 'POST',
      url: `/api/wallet/${kind}`,
      headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { amount },
    });

  it('starts a new visitor with nothing, and answers zeros without a token', async () => {
    expect(await walletOf(testApp.app, visitor)).toEqual({
      balance: 0,
      staked: 0,
      totalEarned: 0,
      isConnected: false,
      walletAddress: null,
    });
    const anonymous = await inject({ method: 'GET', url: '/api/wallet' });
    expect(anonymous.json().wallet.balance).toBe(0);
    const history = await inject({ method: 'GET', url: '/api/wallet/transactions' });
    expect(history.json()).toMatchObject({ transactions: [], nextCursor: null });
  });

  it('seeds the demo wallet of the spec and a consistent ledger matching the published supply', async () => {
    const result = await verifyLedger(testApp.app);
    expect(result.ok).toBe(true);
    expect(result.totals.staked).toBe(500);
    // The demo contracts' tokens were bought, escrowed and released to their developers (issue 40 §3).
    const [paid] = await testApp.database.db
      .select({ total: sql<number>`coalesce(sum(${contractMilestones.amount}), 0)::int` })
      .from(contractMilestones);
    const contractTokens = paid?.total ?? 0;
    expect(contractTokens).toBeGreaterThan(0);
    expect(result.totals.circulating).toBe(1250 + contractTokens);
    const { totals } = result;
    expect(totals.circulating + totals.pool + totals.escrow + totals.staked + totals.unminted).toBe(TOKEN_INFO.supply);
    expect(totals.unminted).toBe(TOKEN_INFO.supply - TOKEN_INFO.bountyPool - contractTokens);
    const token = (await inject({ method: 'GET', url: '/api/token' })).json().token;
    expect(token).toMatchObject({
      supply: 1_000_000,
      price: 0.25,
      marketCap: 250_000,
      circulating: 1250 + contractTokens,
      staked: 500,
      bountyPool: totals.pool,
      escrow: totals.escrow,
    });
  });

  describe('connect and disconnect', () => {
    it('accepts a lower-case address and a correctly checksummed one', async () => {
      const connected = await inject({
        method: 'POST',
        url: '/api/wallet/connect',
        headers: visitor.headers,
        payload: { walletAddress: '0x52908400098527886e0f7030069857d2e4169ee7' },
      });
      expect(connected.statusCode).toBe(200);
      expect(connected.json().wallet).toMatchObject({ isConnected: true });
      const checksummed = toChecksumAddress('0x52908400098527886e0f7030069857d2e4169ee7');
      expect(checksummed).toBe('0x52908400098527886E0F7030069857D2E4169EE7');
      const again = await inject({
        method: 'POST',
        url: '/api/wallet/connect',
        headers: visitor.headers,
        payload: { walletAddress: checksummed },
      });
      expect(again.json().wallet.walletAddress).toBe(checksummed);
    });

    it('refuses a malformed address, a wrong checksum, and an address someone else connected', async () => {
      for (const [walletAddress, message] of [
        ['0x123', WALLET_MESSAGES.invalidAddress],
        ['52908400098527886e0f7030069857d2e4169ee7', WALLET_MESSAGES.invalidAddress],
        ['0x52908400098527886E0F7030069857D2E4169Ee7', WALLET_MESSAGES.badChecksum],
      ] as const) {
        const response = await inject({
          method: 'POST',
          url: '/api/wallet/connect',
          headers: visitor.headers,
          payload: { walletAddress },
        });
        expect(response.statusCode, walletAddress).toBe(400);
        expect(response.json().errors).toEqual([{ path: 'walletAddress', message }]);
      }
      const taken = await inject({
        method: 'POST',
        url: '/api/wallet/connect',
        headers: visitor.headers,
        payload: { walletAddress: ADDRESS.toUpperCase().replace('0X', '0x') },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(WALLET_MESSAGES.addressTaken);
    });

    it('disconnect clears the flag and the address', async () => {
      const response = await inject({ method: 'POST', url: '/api/wallet/disconnect', headers: visitor.headers });
      expect(response.json().wallet).toMatchObject({ isConnected: false, walletAddress: null });
      expect((await inject({ method: 'POST', url: '/api/wallet/disconnect' })).statusCode).toBe(401);
    });
  });

  describe('staking', () => {
    it('moves tokens between balance and staked, with Stake and Unstake transactions', async () => {
      const staker = await createVisitor(testApp.app);
      await earnTokens(testApp.app, staker, 200);
      const staked = await move(staker, 'stake', 150);
      expect(staked.statusCode).toBe(200);
      expect(staked.json().wallet).toMatchObject({ balance: 50, staked: 150, totalEarned: 200 });
      expect(staked.json().transaction).toMatchObject({ type: 'Stake', amount: 150, direction: 'out' });
      const unstaked = await move(staker, 'unstake', 100);
      expect(unstaked.json().wallet).toMatchObject({ balance: 150, staked: 50, totalEarned: 200 });
      const history = (
        await inject({ method: 'GET', url: '/api/wallet/transactions?limit=2', headers: staker.headers })
      ).json();
      expect(history.transactions.map((item: { type: string }) => item.type)).toEqual(['Unstake', 'Stake']);
      const rest = (
        await inject({
          method: 'GET',
          url: `/api/wallet/transactions?limit=2&cursor=${history.nextCursor}`,
          headers: staker.headers,
        })
      ).json();
      expect(rest.transactions.map((item: { type: string }) => item.type)).toEqual(['Reward']);
      expect(rest.nextCursor).toBeNull();
    });

    it('refuses amounts that are not above 0, not whole, or more than the source, with a clear message', async () => {
      const saver = await createVisitor(testApp.app);
      await earnTokens(testApp.app, saver, 100);
      for (const amount of [0, -5]) {
        const response = await move(saver, 'stake', amount);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ path: 'amount', message: WALLET_MESSAGES.amountPositive }]);
      }
      expect((await move(saver, 'stake', 1.5)).json().errors).toEqual([
        { path: 'amount', message: WALLET_MESSAGES.amountWhole },
      ]);
      expect((await move(saver, 'stake', '10')).statusCode).toBe(400);
      const tooMuch = await move(saver, 'stake', 101);
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().message).toBe(WALLET_MESSAGES.stakeTooMuch(100));
      const tooMuchBack = await move(saver, 'unstake', 1);
      expect(tooMuchBack.json().message).toBe(WALLET_MESSAGES.unstakeTooMuch(0));
      expect(await walletOf(testApp.app, saver)).toMatchObject({ balance: 100, staked: 0 });
      expect((await move(visitor, 'stake', 1)).json().message).toBe(WALLET_MESSAGES.stakeTooMuch(0));
    });

    it('a retried stake with the same Idempotency-Key moves the tokens once', async () => {
      const retrier = await createVisitor(testApp.app);
      await earnTokens(testApp.app, retrier, 100);
      const first = await move(retrier, 'stake', 60, 'stake-once');
      const again = await move(retrier, 'stake', 60, 'stake-once');
      expect(again.statusCode).toBe(200);
      expect(again.json().transaction.id).toBe(first.json().transaction.id);
      expect(await walletOf(testApp.app, retrier)).toMatchObject({ balance: 40, staked: 60 });
    });

    it('answers the wallet as it is after the move, with its payout address', async () => {
      const holder = await createVisitor(testApp.app);
      await earnTokens(testApp.app, holder, 30);
      const address = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f';
      await inject({
        method: 'POST',
        url: '/api/wallet/connect',
        headers: holder.headers,
        payload: { walletAddress: address },
      });
      const staked = (await move(holder, 'stake', 10, 'stake-with-address')).json().wallet;
      expect(staked).toEqual({ ...(await walletOf(testApp.app, holder)), balance: 20, staked: 10, totalEarned: 30 });
      expect(staked).toMatchObject({ isConnected: true, walletAddress: address });
    });

    it('a keyed stake whose claim a retry took over while it ran moves nothing and answers 409', async () => {
      const slow = await createVisitor(testApp.app);
      await earnTokens(testApp.app, slow, 40);
      await testApp.database.db.insert(idempotencyKeys).values({
        userId: slow.user.id,
        key: 'stake-taken-over',
        requestHash: 'the retry',
        claimId: randomUUID(),
      });
      // The first request still holds its own (older) claim id when it writes.
      const claim = { userId: slow.user.id, key: 'stake-taken-over', claimId: randomUUID() };
      const user = { id: slow.user.id } as Parameters<typeof moveStake>[1];
      const attempt = runForClaim(claim, () => moveStake(testApp.database.db, user, 'Stake', 25, 'stake-taken-over'));
      await expect(attempt).rejects.toMatchObject({ statusCode: 409, code: API_ERROR_CODES.inProgress });
      expect(await walletOf(testApp.app, slow)).toMatchObject({ balance: 40, staked: 0 });
      const [row] = await testApp.database.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, slow.user.id), eq(idempotencyKeys.key, 'stake-taken-over')));
      expect(row?.committedAt).toBeNull();
    });

    it('concurrent stakes never overdraw the balance', async () => {
      const racer = await createVisitor(testApp.app);
      await earnTokens(testApp.app, racer, 100);
      const results = await Promise.all(Array.from({ length: 8 }, () => move(racer, 'stake', 30)));
      expect(results.filter((result) => result.statusCode === 200)).toHaveLength(3);
      expect(await walletOf(testApp.app, racer)).toMatchObject({ balance: 10, staked: 90 });
    });
  });

  it('keeps verify admin-only and clean', async () => {
    expect((await inject({ method: 'GET', url: '/api/ledger/verify' })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/ledger/verify', headers: visitor.headers })).statusCode).toBe(403);
    const result = (await inject({ method: 'GET', url: '/api/ledger/verify', headers: ADMIN })).json();
    expect(result).toMatchObject({ ok: true, mismatches: [], supply: 1_000_000 });
    expect(result.transactionsChecked).toBeGreaterThan(10);
  });
});
