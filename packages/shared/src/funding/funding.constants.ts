/** The funding simulator's tables (part-2 §3, §9 Funding). No zod here. */

export const FUNDING_CATEGORIES = ['software', 'ai', 'blockchain', 'automation'] as const;
export type FundingCategory = (typeof FUNDING_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<FundingCategory, string> = {
  software: 'Software',
  ai: 'AI',
  blockchain: 'Blockchain',
  automation: 'Automation',
};

/** Lending pools: APY in percent, TVL in US dollars, available in ETH. */
export const LENDING_POOLS: Record<FundingCategory, { apy: number; tvl: number; available: number }> = {
  software: { apy: 12.5, tvl: 2_400_000, available: 1200 },
  ai: { apy: 15.8, tvl: 3_200_000, available: 1800 },
  blockchain: { apy: 18.2, tvl: 4_100_000, available: 2200 },
  automation: { apy: 10.3, tvl: 1_800_000, available: 950 },
};

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_MULTIPLIERS: Record<RiskLevel, number> = { low: 1.0, medium: 1.2, high: 1.5 };

export const LEND_DURATIONS = [3, 6, 12, 18] as const;
export const LEND_DEFAULTS = { category: 'software', risk: 'medium', durationMonths: 6 } as const;

/** Borrowing terms: max loan in US dollars, rate and collateral ratio in percent. */
export const BORROW_TERMS: Record<FundingCategory, { maxLoan: number; rate: number; collateralRatio: number }> = {
  software: { maxLoan: 50_000, rate: 8.5, collateralRatio: 120 },
  ai: { maxLoan: 100_000, rate: 10.2, collateralRatio: 130 },
  blockchain: { maxLoan: 150_000, rate: 12.8, collateralRatio: 140 },
  automation: { maxLoan: 30_000, rate: 7.5, collateralRatio: 110 },
};

export const BORROW_STAGES = ['idea', 'development', 'testing', 'launch'] as const;
export type BorrowStage = (typeof BORROW_STAGES)[number];
/** Percentage points added to the category rate. */
export const STAGE_MODIFIERS: Record<BorrowStage, number> = { idea: 2, development: 0, testing: -1, launch: -2 };
export const PROTOTYPE_BONUS = -0.5;
export const BORROW_DURATIONS = [3, 6, 12, 18, 24] as const;
export const BORROW_DEFAULTS = {
  category: 'software',
  stage: 'development',
  durationMonths: 12,
  collateralAsset: 'ETH',
} as const;

export const COLLATERAL_ASSETS = ['ETH', 'USDC', 'Project Tokens', 'Revenue Share'] as const;
export type CollateralAsset = (typeof COLLATERAL_ASSETS)[number];
/**
 * Price per unit in US dollars (simulated: ETH at a fixed $2,000, the platform token at its $0.25,
 * revenue share counted in dollars of expected revenue) and loan-to-value in percent.
 */
export const COLLATERAL: Record<CollateralAsset, { price: number; ltv: number; unit: string }> = {
  ETH: { price: 2000, ltv: 80, unit: 'ETH' },
  USDC: { price: 1, ltv: 95, unit: 'USDC' },
  'Project Tokens': { price: 0.25, ltv: 60, unit: 'tokens' },
  'Revenue Share': { price: 1, ltv: 50, unit: 'USD of revenue' },
};

/** Liquidity pools: APY in percent, TVL and 24 h volume in US dollars. */
export const LIQUIDITY_POOLS: Record<
  FundingCategory,
  { apy: number; tvl: number; volume24h: number; riskLevel: 'Low' | 'Medium' | 'High' }
> = {
  software: { apy: 18.5, tvl: 8_500_000, volume24h: 2_100_000, riskLevel: 'Medium' },
  ai: { apy: 22.3, tvl: 12_200_000, volume24h: 3_800_000, riskLevel: 'High' },
  blockchain: { apy: 25.7, tvl: 15_800_000, volume24h: 4_200_000, riskLevel: 'High' },
  automation: { apy: 15.2, tvl: 5_100_000, volume24h: 1_200_000, riskLevel: 'Low' },
};

export const LIQUIDITY_TIERS = [
  { id: 'bronze', name: 'Bronze', minEth: 1, bonus: 0 },
  { id: 'silver', name: 'Silver', minEth: 5, bonus: 2 },
  { id: 'gold', name: 'Gold', minEth: 15, bonus: 5 },
  { id: 'platinum', name: 'Platinum', minEth: 50, bonus: 8 },
] as const;
export type LiquidityTier = (typeof LIQUIDITY_TIERS)[number];
export const LIQUIDITY_DURATIONS = [6, 12, 18, 24] as const;
export const LIQUIDITY_DEFAULTS = { category: 'software', durationMonths: 12 } as const;

/** Amounts the forms accept: lending and liquidity in ETH, borrowing in US dollars. */
export const FUNDING_LIMITS = { maxEth: 10_000, minLoan: 100 } as const;

export const FUNDING_MESSAGES = {
  amountRequired: 'Enter an amount',
  amountPositive: 'Enter an amount above 0',
  amountNumber: 'Enter a number, like 2.5',
  maxEth: `Amounts are at most ${FUNDING_LIMITS.maxEth.toLocaleString('en-US')} ETH`,
  minLoan: `Loans start at $${FUNDING_LIMITS.minLoan}`,
  maxLoan: (category: FundingCategory) =>
    `The maximum loan for ${CATEGORY_LABELS[category]} projects is $${BORROW_TERMS[category].maxLoan.toLocaleString('en-US')}`,
  minLiquidity: 'Liquidity starts at 1 ETH (Bronze tier)',
  collateralRequired: 'Enter the collateral you offer',
  collateralTooLow: (needed: string, unit: string) => `Not enough collateral: you need at least ${needed} ${unit}`,
  duration: 'Choose one of the listed durations',
} as const;

export const FUNDING_KINDS = ['lend', 'borrow', 'provide'] as const;
export type FundingKind = (typeof FUNDING_KINDS)[number];
export const FUNDING_TABS: Record<FundingKind, string> = {
  lend: 'Fund Tech Projects',
  borrow: 'Get Project Funding',
  provide: 'Provide Liquidity',
};
