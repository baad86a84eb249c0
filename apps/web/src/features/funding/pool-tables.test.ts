import { describe, expect, it } from 'vitest';
import { rowOf, SHARED_POOL_TABLES, summarisePools } from './pool-tables';

describe('the pool tables', () => {
  it('falls back to the spec tables with nothing recorded', () => {
    expect(rowOf(SHARED_POOL_TABLES.lending, 'ai')).toMatchObject({ apy: 15.8, tvl: 3_200_000, available: 1800 });
    expect(rowOf(SHARED_POOL_TABLES.borrowing, 'automation')).toMatchObject({ maxLoan: 30_000, rate: 7.5 });
    expect(rowOf(SHARED_POOL_TABLES.liquidity, 'blockchain')).toMatchObject({ apy: 25.7, riskLevel: 'High' });
  });

  it('sums both TVLs, finds the best APY and counts recorded intents', () => {
    expect(summarisePools(SHARED_POOL_TABLES)).toEqual({
      lendingTvl: 11_500_000,
      liquidityTvl: 41_600_000,
      bestApy: 25.7,
      recordedIntents: 0,
    });
    const withIntents = {
      ...SHARED_POOL_TABLES,
      borrowing: SHARED_POOL_TABLES.borrowing.map((row) => ({ ...row, recorded: { intents: 2, amount: 5000 } })),
    };
    expect(summarisePools(withIntents).recordedIntents).toBe(8);
  });
});
