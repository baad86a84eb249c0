import { FUNDING_MESSAGES } from '@app/shared/funding/funding.constants';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createVisitor, type TestApp } from '../../test/build-test-app.ts';
import { UNLIMITED } from '../../test/community-factories.ts';

type Visitor = Awaited<ReturnType<typeof createVisitor>>;

describe('funding API', () => {
  let testApp: TestApp;
  let visitor: Visitor;
  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: UNLIMITED });
    visitor = await createVisitor(testApp.app);
  });
  afterAll(() => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const record = (payload: InjectOptions['payload'], headers: Record<string, string> = visitor.headers) =>
    inject({ method: 'POST', url: '/api/funding/intents', headers, payload });

  it('returns the pool tables of the spec', async () => {
    const pools = (await inject({ method: 'GET', url: '/api/funding/pools' })).json();
    expect(pools.lending.find((pool: { category: string }) => pool.category === 'ai')).toMatchObject({
      apy: 15.8,
      tvl: 3_200_000,
      available: 1800,
      recorded: { intents: 0, amount: 0 },
    });
    expect(pools.borrowing.find((pool: { category: string }) => pool.category === 'blockchain')).toMatchObject({
      maxLoan: 150_000,
      rate: 12.8,
      collateralRatio: 140,
    });
    expect(pools.liquidity.find((pool: { category: string }) => pool.category === 'automation')).toMatchObject({
      apy: 15.2,
      riskLevel: 'Low',
    });
  });

  it('records a lend with the result computed on the server, ignoring any client numbers', async () => {
    const response = await record({
      kind: 'lend',
      input: { category: 'software', risk: 'medium', amount: 10, durationMonths: 6 },
      result: { expectedReturn: 9999 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().intent).toMatchObject({
      kind: 'lend',
      category: 'software',
      result: { apy: 15, expectedReturn: 0.75, totalAtMaturity: 10.75 },
    });
    const pools = (await inject({ method: 'GET', url: '/api/funding/pools' })).json();
    expect(pools.lending[0].recorded).toEqual({ intents: 1, amount: 10 });
  });

  it('records borrow and provide intents and lists mine newest first', async () => {
    await record({
      kind: 'borrow',
      input: {
        category: 'ai',
        stage: 'idea',
        hasPrototype: true,
        amount: 60_000,
        durationMonths: 24,
        collateralAsset: 'USDC',
        collateralAmount: 90_000,
      },
    });
    await record({ kind: 'provide', input: { category: 'blockchain', amount: 50, durationMonths: 24 } });
    const mine = (await inject({ method: 'GET', url: '/api/funding/intents/mine', headers: visitor.headers })).json();
    expect(mine.intents.map((intent: { kind: string }) => intent.kind)).toEqual(['provide', 'borrow', 'lend']);
    expect(mine.intents[0].result).toMatchObject({ tier: 'platinum', apy: 33.7 });
    expect(mine.intents[1].result).toMatchObject({ rate: 11.7, monthlyPayment: 2816.01 });
    const other = await createVisitor(testApp.app);
    expect(
      (await inject({ method: 'GET', url: '/api/funding/intents/mine', headers: other.headers })).json().intents,
    ).toEqual([]);
    expect((await inject({ method: 'GET', url: '/api/funding/intents/mine' })).statusCode).toBe(401);
  });

  it('refuses bad inputs with clear messages', async () => {
    const cases: [InjectOptions['payload'], { path: string; message: string }][] = [
      [
        { kind: 'lend', input: { category: 'software', risk: 'medium', amount: 0, durationMonths: 6 } },
        { path: 'input.amount', message: FUNDING_MESSAGES.amountPositive },
      ],
      [
        { kind: 'lend', input: { category: 'software', risk: 'medium', amount: 1, durationMonths: 5 } },
        { path: 'input.durationMonths', message: FUNDING_MESSAGES.duration },
      ],
      [
        {
          kind: 'borrow',
          input: {
            category: 'automation',
            stage: 'launch',
            amount: 31_000,
            durationMonths: 6,
            collateralAsset: 'ETH',
            collateralAmount: 100,
          },
        },
        { path: 'input.amount', message: 'The maximum loan for Automation projects is $30,000' },
      ],
      [
        {
          kind: 'borrow',
          input: {
            category: 'software',
            stage: 'idea',
            amount: 10_000,
            durationMonths: 12,
            collateralAsset: 'ETH',
            collateralAmount: 1,
          },
        },
        { path: 'input.collateralAmount', message: 'Not enough collateral: you need at least 7.5 ETH' },
      ],
      [
        { kind: 'provide', input: { category: 'ai', amount: 0.2, durationMonths: 12 } },
        { path: 'input.amount', message: FUNDING_MESSAGES.minLiquidity },
      ],
    ];
    for (const [payload, error] of cases) {
      const response = await record(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([error]);
    }
    expect((await record({ kind: 'steal', input: {} })).statusCode).toBe(400);
    const valid = { kind: 'provide', input: { category: 'ai', amount: 1, durationMonths: 12 } };
    expect((await inject({ method: 'POST', url: '/api/funding/intents', payload: valid })).statusCode).toBe(401);
  });

  it('records one intent for a retried request with the same Idempotency-Key', async () => {
    const payload = { kind: 'provide', input: { category: 'software', amount: 2, durationMonths: 6 } };
    const headers = { ...visitor.headers, 'idempotency-key': 'provide-once' };
    const first = await record(payload, headers);
    const again = await record(payload, headers);
    expect(again.json().intent.id).toBe(first.json().intent.id);
  });
});
