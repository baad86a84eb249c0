import {
  BORROW_DEFAULTS,
  type BorrowStage,
  type CollateralAsset,
  FUNDING_MESSAGES,
  type FundingCategory,
  LEND_DEFAULTS,
  LIQUIDITY_DEFAULTS,
  type RiskLevel,
} from '@app/shared/funding/funding.constants';
import {
  type BorrowFormInput,
  BorrowInputSchema,
  type LendInput,
  LendInputSchema,
  type ProvideInput,
  ProvideInputSchema,
} from '@app/shared/funding/funding.schemas';
import { borrowQuote, lendingQuote, liquidityQuote } from '@app/shared/funding/funding-calculators';
import type { z } from 'zod';
import { parseAmount } from './parse-amount';

/** What the three forms hold: amounts as typed (free text), every other field as chosen. */
export interface LendFormValues {
  category: FundingCategory;
  risk: RiskLevel;
  amount: string;
  durationMonths: number;
}

export interface BorrowFormValues {
  category: FundingCategory;
  stage: BorrowStage;
  hasPrototype: boolean;
  amount: string;
  durationMonths: number;
  collateralAsset: CollateralAsset;
  collateralAmount: string;
}

export interface ProvideFormValues {
  category: FundingCategory;
  amount: string;
  durationMonths: number;
}

export const LEND_INITIAL: LendFormValues = { ...LEND_DEFAULTS, amount: '' };
export const BORROW_INITIAL: BorrowFormValues = {
  ...BORROW_DEFAULTS,
  hasPrototype: false,
  amount: '',
  collateralAmount: '',
};
export const PROVIDE_INITIAL: ProvideFormValues = { ...LIQUIDITY_DEFAULTS, amount: '' };

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface FormCheck<V, I, Q> {
  errors: FieldErrors<V>;
  /** The validated input to send, when the whole form is valid. */
  input: I | null;
  /** The live result, when the inputs it depends on are valid. */
  quote: Q | null;
}

/** Amount boxes as numbers; text that is not a number gets the shared message instead. */
function readAmounts<V extends object>(values: V, fields: readonly (keyof V & string)[]) {
  const numbers: Record<string, number | undefined> = {};
  const errors: FieldErrors<V> = {};
  for (const field of fields) {
    const parsed = parseAmount(String(values[field]));
    numbers[field] = parsed.kind === 'number' ? parsed.value : undefined;
    if (parsed.kind === 'invalid') errors[field] = FUNDING_MESSAGES.amountNumber;
  }
  return { numbers, errors, isReadable: Object.keys(errors).length === 0 };
}

/** The first message per field of a failed parse, without overwriting what is already there. */
function addIssues<V>(errors: FieldErrors<V>, result: z.ZodSafeParseResult<unknown>): FieldErrors<V> {
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '') as keyof V & string;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Fund Tech Projects: LendInputSchema, then lendingQuote. */
export function checkLend(
  values: LendFormValues,
): FormCheck<LendFormValues, LendInput, ReturnType<typeof lendingQuote>> {
  const { numbers, errors, isReadable } = readAmounts(values, ['amount']);
  const result = LendInputSchema.safeParse({ ...values, ...numbers });
  addIssues(errors, result);
  const input = isReadable && result.success ? result.data : null;
  return { errors, input, quote: input && lendingQuote(input) };
}

/** Provide Liquidity: ProvideInputSchema (1 ETH at least), then liquidityQuote. */
export function checkProvide(
  values: ProvideFormValues,
): FormCheck<ProvideFormValues, ProvideInput, ReturnType<typeof liquidityQuote>> {
  const { numbers, errors, isReadable } = readAmounts(values, ['amount']);
  const result = ProvideInputSchema.safeParse({ ...values, ...numbers });
  addIssues(errors, result);
  const input = isReadable && result.success ? result.data : null;
  return { errors, input, quote: input && liquidityQuote(input) };
}

/**
 * Get Project Funding: BorrowInputSchema. The quote tells the borrower how much collateral to
 * offer, so it must not wait for that field: the loan is checked once as if the collateral were
 * ample (which still applies the minimum and the category's maximum loan), and once as typed.
 */
export function checkBorrow(
  values: BorrowFormValues,
): FormCheck<BorrowFormValues, BorrowFormInput, ReturnType<typeof borrowQuote>> {
  const { numbers, errors, isReadable } = readAmounts(values, ['amount', 'collateralAmount']);
  const loan = BorrowInputSchema.safeParse({ ...values, ...numbers, collateralAmount: Number.MAX_VALUE });
  const full = BorrowInputSchema.safeParse({ ...values, ...numbers });
  addIssues(errors, loan);
  addIssues(errors, full);
  const isLoanValid = loan.success && errors.amount === undefined;
  return {
    errors,
    input: isReadable && full.success ? full.data : null,
    quote: isLoanValid ? borrowQuote(loan.data) : null,
  };
}
