import {
  BORROW_TERMS,
  type BorrowStage,
  COLLATERAL,
  type CollateralAsset,
  type FundingCategory,
  LENDING_POOLS,
  LIQUIDITY_POOLS,
  LIQUIDITY_TIERS,
  type LiquidityTier,
  PROTOTYPE_BONUS,
  RISK_MULTIPLIERS,
  type RiskLevel,
  STAGE_MODIFIERS,
} from './funding.constants.ts';

/** Rounds to cents (or to 4 decimals for ETH amounts) so results print the same everywhere. */
export const round = (value: number, digits = 2) => {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

export interface LendInput {
  category: FundingCategory;
  risk: RiskLevel;
  amount: number;
  durationMonths: number;
}

/** Lender's APY = pool APY x risk multiplier; simple interest over the duration (amounts in ETH). */
export function lendingQuote({ category, risk, amount, durationMonths }: LendInput) {
  const apy = round(LENDING_POOLS[category].apy * RISK_MULTIPLIERS[risk]);
  const expectedReturn = round((amount * apy * durationMonths) / 1200, 4);
  return { apy, expectedReturn, totalAtMaturity: round(amount + expectedReturn, 4) };
}

export interface BorrowInput {
  category: FundingCategory;
  stage: BorrowStage;
  hasPrototype: boolean;
  amount: number;
  durationMonths: number;
  collateralAsset: CollateralAsset;
}

/** Borrow rate = category rate + stage modifier (+ prototype bonus), in percent, never below 0. */
export function borrowRate(category: FundingCategory, stage: BorrowStage, hasPrototype: boolean): number {
  return Math.max(
    0,
    round(BORROW_TERMS[category].rate + STAGE_MODIFIERS[stage] + (hasPrototype ? PROTOTYPE_BONUS : 0)),
  );
}

/** Level monthly payment of an amortised loan (zero rate: principal / months). */
export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  const monthlyRate = annualRatePercent / 1200;
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/**
 * Collateral: the loan times the category's collateral ratio must be covered by the collateral
 * value after the asset's loan-to-value haircut, so value x LTV >= loan x ratio >= loan.
 */
export function collateralNeeded(category: FundingCategory, asset: CollateralAsset, amount: number) {
  const { price, ltv } = COLLATERAL[asset];
  const value = (amount * BORROW_TERMS[category].collateralRatio) / ltv;
  // Rounded up, so the amount shown is always enough.
  return { valueUsd: Math.ceil(value * 100 - 1e-9) / 100, units: Math.ceil((value / price) * 10_000 - 1e-9) / 10_000 };
}

export function borrowQuote(input: BorrowInput) {
  const rate = borrowRate(input.category, input.stage, input.hasPrototype);
  const payment = monthlyPayment(input.amount, rate, input.durationMonths);
  return {
    rate,
    maxLoan: BORROW_TERMS[input.category].maxLoan,
    collateralRatio: BORROW_TERMS[input.category].collateralRatio,
    monthlyPayment: round(payment),
    totalInterest: round(payment * input.durationMonths - input.amount),
    collateral: collateralNeeded(input.category, input.collateralAsset, input.amount),
  };
}

export interface ProvideInput {
  category: FundingCategory;
  amount: number;
  durationMonths: number;
}

/** The highest tier whose minimum the amount reaches, or null below 1 ETH. */
export function liquidityTier(amountEth: number): LiquidityTier | null {
  return [...LIQUIDITY_TIERS].reverse().find((tier) => amountEth >= tier.minEth) ?? null;
}

/** Provider's APY = pool APY + the tier bonus (once); simple projected earnings (in ETH). */
export function liquidityQuote({ category, amount, durationMonths }: ProvideInput) {
  const tier = liquidityTier(amount);
  const apy = round(LIQUIDITY_POOLS[category].apy + (tier?.bonus ?? 0));
  const projectedEarnings = round((amount * apy * durationMonths) / 1200, 4);
  return { tier: tier?.id ?? null, apy, projectedEarnings, totalAtMaturity: round(amount + projectedEarnings, 4) };
}
