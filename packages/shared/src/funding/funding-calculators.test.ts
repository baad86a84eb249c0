import { describe, expect, it } from 'vitest';
import {
  BORROW_DURATIONS,
  BORROW_STAGES,
  BORROW_TERMS,
  COLLATERAL,
  COLLATERAL_ASSETS,
  FUNDING_CATEGORIES,
  FUNDING_MESSAGES,
  LEND_DURATIONS,
  LIQUIDITY_DURATIONS,
  LIQUIDITY_POOLS,
  RISK_LEVELS,
} from './funding.constants.ts';
import { BorrowInputSchema, LendInputSchema, ProvideInputSchema } from './funding.schemas.ts';
import {
  borrowQuote,
  borrowRate,
  collateralNeeded,
  lendingQuote,
  liquidityQuote,
  liquidityTier,
  monthlyPayment,
} from './funding-calculators.ts';

describe('lending', () => {
  it.each([
    ['software', 'medium', 10, 6, 15, 0.75],
    ['ai', 'high', 4, 12, 23.7, 0.948],
    ['automation', 'low', 2, 3, 10.3, 0.0515],
    ['blockchain', 'medium', 1, 18, 21.84, 0.3276],
  ] as const)(
    '%s at %s risk, %d ETH for %d months: APY %d%%, return %d ETH',
    (category, risk, amount, months, apy, expected) => {
      const quote = lendingQuote({ category, risk, amount, durationMonths: months });
      expect(quote.apy).toBe(apy);
      expect(quote.expectedReturn).toBe(expected);
      expect(quote.totalAtMaturity).toBeCloseTo(amount + expected, 4);
    },
  );

  it('never pays a lender less for taking more risk', () => {
    for (const category of FUNDING_CATEGORIES) {
      for (const durationMonths of LEND_DURATIONS) {
        for (const amount of [0.1, 1, 7.5, 100, 9999]) {
          const returns = RISK_LEVELS.map(
            (risk) => lendingQuote({ category, risk, amount, durationMonths }).expectedReturn,
          );
          expect(returns).toEqual([...returns].sort((a, b) => a - b));
        }
      }
    }
  });
});

describe('borrowing', () => {
  it.each([
    ['software', 'development', false, 8.5],
    ['software', 'idea', false, 10.5],
    ['ai', 'idea', true, 11.7],
    ['blockchain', 'testing', false, 11.8],
    ['automation', 'launch', true, 5],
  ] as const)('%s at the %s stage (prototype %s): %d%%', (category, stage, hasPrototype, rate) => {
    expect(borrowRate(category, stage, hasPrototype)).toBe(rate);
  });

  it('computes level monthly payments and total interest', () => {
    const base = { collateralAsset: 'ETH' as const, hasPrototype: false };
    expect(
      borrowQuote({ ...base, category: 'software', stage: 'development', amount: 12_000, durationMonths: 12 }),
    ).toMatchObject({
      rate: 8.5,
      monthlyPayment: 1046.64,
      totalInterest: 559.65,
    });
    expect(
      borrowQuote({ ...base, category: 'ai', stage: 'idea', hasPrototype: true, amount: 60_000, durationMonths: 24 }),
    ).toMatchObject({ rate: 11.7, monthlyPayment: 2816.01, totalInterest: 7584.24 });
    expect(
      borrowQuote({ ...base, category: 'automation', stage: 'launch', amount: 30_000, durationMonths: 6 }),
    ).toMatchObject({
      rate: 5.5,
      monthlyPayment: 5080.51,
      totalInterest: 483.08,
    });
    expect(monthlyPayment(1200, 0, 12)).toBe(100);
  });

  it('needs collateral of loan x ratio / LTV', () => {
    expect(collateralNeeded('software', 'ETH', 10_000)).toEqual({ valueUsd: 15_000, units: 7.5 });
    expect(collateralNeeded('software', 'USDC', 10_000)).toEqual({ valueUsd: 12_631.58, units: 12_631.579 });
    expect(collateralNeeded('blockchain', 'Revenue Share', 1000)).toEqual({ valueUsd: 2800, units: 2800 });
    expect(collateralNeeded('ai', 'Project Tokens', 600)).toEqual({ valueUsd: 1300, units: 5200 });
  });

  it('never raises the rate at a later stage', () => {
    for (const category of FUNDING_CATEGORIES) {
      for (const hasPrototype of [false, true]) {
        const rates = BORROW_STAGES.map((stage) => borrowRate(category, stage, hasPrototype));
        expect(rates).toEqual([...rates].sort((a, b) => b - a));
      }
    }
  });

  it('always asks for collateral that covers the loan at the asset LTV', () => {
    for (const category of FUNDING_CATEGORIES) {
      for (const asset of COLLATERAL_ASSETS) {
        for (const amount of [100, 999.99, 12_345, BORROW_TERMS[category].maxLoan]) {
          const { units } = collateralNeeded(category, asset, amount);
          const lendable = (units * COLLATERAL[asset].price * COLLATERAL[asset].ltv) / 100;
          expect(lendable).toBeGreaterThanOrEqual(amount);
          expect(lendable).toBeGreaterThanOrEqual((amount * BORROW_TERMS[category].collateralRatio) / 100 - 0.01);
        }
      }
    }
  });

  it('pays back at least the principal, more for longer loans', () => {
    for (const category of FUNDING_CATEGORIES) {
      const interest = BORROW_DURATIONS.map(
        (durationMonths) =>
          borrowQuote({
            category,
            stage: 'development',
            hasPrototype: false,
            amount: 10_000,
            durationMonths,
            collateralAsset: 'ETH',
          }).totalInterest,
      );
      expect(interest.every((value) => value > 0)).toBe(true);
      expect(interest).toEqual([...interest].sort((a, b) => a - b));
    }
  });
});

describe('liquidity', () => {
  it.each([
    [0.5, null],
    [1, 'bronze'],
    [4.99, 'bronze'],
    [5, 'silver'],
    [14.9, 'silver'],
    [15, 'gold'],
    [49, 'gold'],
    [50, 'platinum'],
    [5000, 'platinum'],
  ] as const)('%d ETH is %s', (amount, tier) => expect(liquidityTier(amount)?.id ?? null).toBe(tier));

  it('adds the tier bonus to the pool APY', () => {
    expect(liquidityQuote({ category: 'software', amount: 5, durationMonths: 12 })).toEqual({
      tier: 'silver',
      apy: 20.5,
      projectedEarnings: 1.025,
      totalAtMaturity: 6.025,
    });
    expect(liquidityQuote({ category: 'blockchain', amount: 50, durationMonths: 24 })).toMatchObject({
      tier: 'platinum',
      apy: 33.7,
      projectedEarnings: 33.7,
    });
  });

  it('applies the bonus exactly once, whatever the amount and duration', () => {
    for (const category of FUNDING_CATEGORIES) {
      for (const durationMonths of LIQUIDITY_DURATIONS) {
        for (const amount of [1, 5, 15, 50, 500]) {
          const quote = liquidityQuote({ category, amount, durationMonths });
          const bonus = liquidityTier(amount)?.bonus ?? 0;
          expect(quote.apy).toBeCloseTo(LIQUIDITY_POOLS[category].apy + bonus, 6);
        }
      }
    }
  });
});

describe('form rules', () => {
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('lending needs a positive amount and a listed duration', () => {
    const base = { category: 'software', risk: 'medium', durationMonths: 6 };
    expect(messages(LendInputSchema.safeParse({ ...base, amount: 0 }))).toEqual([
      ['amount', FUNDING_MESSAGES.amountPositive],
    ]);
    expect(messages(LendInputSchema.safeParse({ ...base, amount: -3 }))).toEqual([
      ['amount', FUNDING_MESSAGES.amountPositive],
    ]);
    expect(messages(LendInputSchema.safeParse({ ...base, amount: 20_000 }))).toEqual([
      ['amount', FUNDING_MESSAGES.maxEth],
    ]);
    expect(messages(LendInputSchema.safeParse({ ...base, amount: 2, durationMonths: 7 }))).toEqual([
      ['durationMonths', FUNDING_MESSAGES.duration],
    ]);
    expect(LendInputSchema.safeParse({ ...base, amount: 2 }).success).toBe(true);
  });

  it('borrowing stays within the category maximum and needs enough collateral', () => {
    const base = {
      category: 'software',
      stage: 'development',
      durationMonths: 12,
      collateralAsset: 'ETH',
      collateralAmount: 100,
    };
    expect(messages(BorrowInputSchema.safeParse({ ...base, amount: 60_000 }))).toEqual([
      ['amount', 'The maximum loan for Software projects is $50,000'],
    ]);
    expect(messages(BorrowInputSchema.safeParse({ ...base, amount: 50 }))).toEqual([
      ['amount', FUNDING_MESSAGES.minLoan],
    ]);
    expect(messages(BorrowInputSchema.safeParse({ ...base, amount: 10_000, collateralAmount: 7 }))).toEqual([
      ['collateralAmount', 'Not enough collateral: you need at least 7.5 ETH'],
    ]);
    expect(BorrowInputSchema.safeParse({ ...base, amount: 10_000, collateralAmount: 7.5 }).success).toBe(true);
  });

  it('liquidity starts at 1 ETH', () => {
    expect(messages(ProvideInputSchema.safeParse({ category: 'ai', amount: 0.5, durationMonths: 12 }))).toEqual([
      ['amount', FUNDING_MESSAGES.minLiquidity],
    ]);
  });
});
