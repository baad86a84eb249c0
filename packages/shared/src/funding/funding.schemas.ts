import { z } from 'zod';
import {
  BORROW_DURATIONS,
  BORROW_STAGES,
  BORROW_TERMS,
  COLLATERAL,
  COLLATERAL_ASSETS,
  FUNDING_CATEGORIES,
  FUNDING_KINDS,
  FUNDING_LIMITS,
  FUNDING_MESSAGES,
  LEND_DURATIONS,
  LIQUIDITY_DURATIONS,
  RISK_LEVELS,
} from './funding.constants.ts';
import { borrowQuote, lendingQuote, liquidityQuote } from './funding-calculators.ts';

const amount = z
  .number({ message: FUNDING_MESSAGES.amountRequired })
  .refine(Number.isFinite, FUNDING_MESSAGES.amountNumber)
  .refine((value) => value > 0, { message: FUNDING_MESSAGES.amountPositive, abort: true });
const ethAmount = amount.refine((value) => value <= FUNDING_LIMITS.maxEth, FUNDING_MESSAGES.maxEth);
const duration = (allowed: readonly number[]) =>
  z
    .number({ message: FUNDING_MESSAGES.duration })
    .refine((value) => allowed.includes(value), FUNDING_MESSAGES.duration);
const category = z.enum(FUNDING_CATEGORIES, { message: 'Choose a category' });

export const LendInputSchema = z.object({
  category,
  risk: z.enum(RISK_LEVELS, { message: 'Choose a risk level' }),
  amount: ethAmount,
  durationMonths: duration(LEND_DURATIONS),
});

export const BorrowInputSchema = z
  .object({
    category,
    stage: z.enum(BORROW_STAGES, { message: 'Choose the project stage' }),
    hasPrototype: z.boolean().default(false),
    amount,
    durationMonths: duration(BORROW_DURATIONS),
    collateralAsset: z.enum(COLLATERAL_ASSETS, { message: 'Choose a collateral asset' }),
    collateralAmount: z
      .number({ message: FUNDING_MESSAGES.collateralRequired })
      .refine((value) => Number.isFinite(value) && value > 0, FUNDING_MESSAGES.collateralRequired),
  })
  .superRefine((input, context) => {
    if (input.amount < FUNDING_LIMITS.minLoan) {
      context.addIssue({ code: 'custom', path: ['amount'], message: FUNDING_MESSAGES.minLoan });
      return;
    }
    if (input.amount > BORROW_TERMS[input.category].maxLoan) {
      context.addIssue({ code: 'custom', path: ['amount'], message: FUNDING_MESSAGES.maxLoan(input.category) });
      return;
    }
    const needed = borrowQuote(input).collateral.units;
    if (input.collateralAmount < needed) {
      context.addIssue({
        code: 'custom',
        path: ['collateralAmount'],
        message: FUNDING_MESSAGES.collateralTooLow(
          needed.toLocaleString('en-US'),
          COLLATERAL[input.collateralAsset].unit,
        ),
      });
    }
  });

export const ProvideInputSchema = z.object({
  category,
  amount: ethAmount.refine((value) => value >= 1, FUNDING_MESSAGES.minLiquidity),
  durationMonths: duration(LIQUIDITY_DURATIONS),
});

export type LendInput = z.infer<typeof LendInputSchema>;
export type BorrowFormInput = z.infer<typeof BorrowInputSchema>;
export type ProvideInput = z.infer<typeof ProvideInputSchema>;

export const CreateFundingIntentBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lend'), input: LendInputSchema }),
  z.object({ kind: z.literal('borrow'), input: BorrowInputSchema }),
  z.object({ kind: z.literal('provide'), input: ProvideInputSchema }),
]);
export type CreateFundingIntentBody = z.infer<typeof CreateFundingIntentBodySchema>;

/** The result the server computed from the inputs (never the client's numbers). */
export function quoteFor(body: CreateFundingIntentBody): Record<string, unknown> {
  switch (body.kind) {
    case 'lend':
      return lendingQuote(body.input);
    case 'borrow':
      return borrowQuote(body.input);
    default:
      return liquidityQuote(body.input);
  }
}

export const FundingIntentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(FUNDING_KINDS),
  category: z.enum(FUNDING_CATEGORIES),
  input: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type FundingIntent = z.infer<typeof FundingIntentSchema>;
export const FundingIntentResponseSchema = z.object({ success: z.literal(true), intent: FundingIntentSchema });
export const FundingIntentsResponseSchema = z.object({
  success: z.literal(true),
  intents: z.array(FundingIntentSchema),
  nextCursor: z.string().nullable(),
});

const poolTotals = z.object({ intents: z.number().int(), amount: z.number() });
export const FundingPoolsResponseSchema = z.object({
  success: z.literal(true),
  lending: z.array(
    z.object({
      category: z.enum(FUNDING_CATEGORIES),
      apy: z.number(),
      tvl: z.number(),
      available: z.number(),
      recorded: poolTotals,
    }),
  ),
  borrowing: z.array(
    z.object({
      category: z.enum(FUNDING_CATEGORIES),
      maxLoan: z.number(),
      rate: z.number(),
      collateralRatio: z.number(),
      recorded: poolTotals,
    }),
  ),
  liquidity: z.array(
    z.object({
      category: z.enum(FUNDING_CATEGORIES),
      apy: z.number(),
      tvl: z.number(),
      volume24h: z.number(),
      riskLevel: z.string(),
      recorded: poolTotals,
    }),
  ),
});
export type FundingPoolsResponse = z.infer<typeof FundingPoolsResponseSchema>;
