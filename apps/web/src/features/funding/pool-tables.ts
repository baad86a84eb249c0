import {
  BORROW_TERMS,
  FUNDING_CATEGORIES,
  type FundingCategory,
  LENDING_POOLS,
  LIQUIDITY_POOLS,
} from '@app/shared/funding/funding.constants';
import type { FundingPoolsResponse } from '@app/shared/funding/funding.schemas';

export type PoolTables = Omit<FundingPoolsResponse, 'success'>;
export type LendingPool = PoolTables['lending'][number];
export type BorrowingTerms = PoolTables['borrowing'][number];
export type LiquidityPool = PoolTables['liquidity'][number];

const nothingRecorded = { intents: 0, amount: 0 };

/** The spec's tables from the shared constants, for when GET /funding/pools cannot be reached. */
export const SHARED_POOL_TABLES: PoolTables = {
  lending: FUNDING_CATEGORIES.map((category) => ({ category, ...LENDING_POOLS[category], recorded: nothingRecorded })),
  borrowing: FUNDING_CATEGORIES.map((category) => ({ category, ...BORROW_TERMS[category], recorded: nothingRecorded })),
  liquidity: FUNDING_CATEGORIES.map((category) => ({
    category,
    ...LIQUIDITY_POOLS[category],
    recorded: nothingRecorded,
  })),
};

/** One category's row of a table (every table has all four categories). */
export function rowOf<T extends { category: FundingCategory }>(rows: readonly T[], category: FundingCategory): T {
  const row = rows.find((item) => item.category === category);
  if (!row) throw new Error(`No ${category} row in the pool table`);
  return row;
}

export interface PoolStats {
  lendingTvl: number;
  liquidityTvl: number;
  bestApy: number;
  recordedIntents: number;
}

/** The numbers above the tabs: both TVL totals, the best APY of any pool, every recorded intent. */
export function summarisePools(tables: PoolTables): PoolStats {
  const rows = [...tables.lending, ...tables.borrowing, ...tables.liquidity];
  return {
    lendingTvl: tables.lending.reduce((sum, pool) => sum + pool.tvl, 0),
    liquidityTvl: tables.liquidity.reduce((sum, pool) => sum + pool.tvl, 0),
    bestApy: Math.max(...tables.lending.map((pool) => pool.apy), ...tables.liquidity.map((pool) => pool.apy)),
    recordedIntents: rows.reduce((sum, row) => sum + row.recorded.intents, 0),
  };
}
