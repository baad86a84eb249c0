import { z } from 'zod';
import { TransferInstructionSchema } from '../contracts/contracts.schemas.ts';
import { LEDGER_CURRENCIES } from '../money/currencies.ts';

/**
 * A developer's Earnings and a client's Billing (issue 42): what the platform released, owes and paid
 * out, and what the client was asked to transfer, all in the currency's minor unit.
 */
export const OWED_KINDS = ['release', 'refund', 'excess', 'payout', 'returned'] as const;

export const OWED_KIND_LABELS: Record<(typeof OWED_KINDS)[number], string> = {
  release: 'Released to you',
  refund: 'Refund owed to you',
  excess: 'Overpayment owed back',
  payout: 'Paid out',
  returned: 'Payout returned',
};

export const EarningsLineSchema = z.object({
  at: z.iso.datetime(),
  kind: z.enum(OWED_KINDS),
  currency: z.enum(LEDGER_CURRENCIES),
  /** Into (+) or out of (−) what the platform owes you. A release's is net of the fee. */
  amount: z.number().int(),
  /** A release's platform fee (the gross is amount + fee); 0 otherwise. */
  fee: z.number().int(),
  description: z.string(),
  /** For what came in: the day payouts had sent all of it, or null while some is owed. */
  paidOutAt: z.iso.datetime().nullable(),
});
export type EarningsLine = z.infer<typeof EarningsLineSchema>;

export const EarningsTotalsSchema = z.object({
  currency: z.enum(LEDGER_CURRENCIES),
  /** Released to you before the fee. */
  gross: z.number().int(),
  fee: z.number().int(),
  /** Released to you after the fee. */
  released: z.number().int(),
  /** Refunds and overpayments owed back to you. */
  refunded: z.number().int(),
  /** What the platform owes you now: it goes with the next payout. */
  owed: z.number().int(),
  paidOut: z.number().int(),
});
export type EarningsTotals = z.infer<typeof EarningsTotalsSchema>;

export const EarningsQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

export const EarningsResponseSchema = z.object({
  success: z.literal(true),
  totals: z.array(EarningsTotalsSchema),
  /** Newest first. */
  lines: z.array(EarningsLineSchema),
});
export type EarningsResponse = z.infer<typeof EarningsResponseSchema>;

export const BillingInstructionSchema = TransferInstructionSchema.extend({
  contractId: z.uuid(),
  contractTitle: z.string(),
  milestoneId: z.uuid(),
  milestoneTitle: z.string(),
  milestoneStatus: z.string(),
  /** Whether its receipt can be downloaded: the escrow was released to the developer. */
  hasReceipt: z.boolean(),
});
export type BillingInstruction = z.infer<typeof BillingInstructionSchema>;

export const BillingTotalsSchema = z.object({
  currency: z.enum(LEDGER_CURRENCIES),
  /** Every transfer the platform received for your milestones. */
  paid: z.number().int(),
  /** Of it, what the platform holds in escrow now. */
  inEscrow: z.number().int(),
  /** Of it, what was released to developers. */
  released: z.number().int(),
  /** Refunds and overpayments the platform owes you now. */
  owedToYou: z.number().int(),
});
export type BillingTotals = z.infer<typeof BillingTotalsSchema>;

export const BillingResponseSchema = z.object({
  success: z.literal(true),
  totals: z.array(BillingTotalsSchema),
  /** Newest first: every transfer you were asked for. */
  instructions: z.array(BillingInstructionSchema),
});
export type BillingResponse = z.infer<typeof BillingResponseSchema>;

/** GET /api/payments/escrow: whether the platform can hold a currency contract's money, and its fee. */
export const EscrowInfoResponseSchema = z.object({
  success: z.literal(true),
  escrow: z.object({
    available: z.boolean(),
    /** The fee a contract proposed now keeps, in percent; null when escrow is not available. */
    feePercent: z.number().nullable(),
  }),
});
export type EscrowInfo = z.infer<typeof EscrowInfoResponseSchema>['escrow'];
