import { z } from 'zod';
import { PageQuerySchema } from '../api/pagination.schemas.ts';
import { ISO_CURRENCIES, LEDGER_CURRENCIES, type LedgerCurrency, minorUnitDigits } from '../money/currencies.ts';
import { formatMoneyAmount, type Money } from '../money/money.ts';

/**
 * Payout batches (issue 42): what the platform owes its members, and the payments the finance role
 * sends back, gathered per currency into one bank file (SEPA pain.001 for euros, CSV otherwise). A
 * batch moves no money until it is marked sent, and a currency has at most one batch not yet sent,
 * so nothing is ever paid in two.
 */

/**
 * Members owed less than one major unit (€1.00, £1.00, ¥1) wait for the next batch: a bank transfer
 * of a few cents costs the platform more than it sends.
 */
export const PAYOUT_MINIMUM_MAJOR_UNITS = 1;

/** The smallest amount a member is paid out, in the currency's minor unit: 100 cents, 1 yen. */
export function payoutMinimumOf(currency: LedgerCurrency): number {
  return PAYOUT_MINIMUM_MAJOR_UNITS * 10 ** minorUnitDigits(currency);
}

export const PAYOUT_BATCH_STATUSES = ['created', 'sent'] as const;
/** `pending` in a batch not sent yet; `returned` when the bank gave the transfer back. */
export const PAYOUT_ITEM_STATUSES = ['pending', 'sent', 'returned'] as const;

const amount = (money: Money) => formatMoneyAmount(money);

export const PAYOUT_BATCH_MESSAGES = {
  noPayoutDetails: 'No payout details saved',
  nothingToPay: (currency: LedgerCurrency, skipped: number) =>
    `Nothing to pay out in ${currency}: no member with payout details saved is owed ${amount({
      amount: payoutMinimumOf(currency),
      currency,
    })} or more, and no payment waits to go back${
      skipped > 0 ? ` (${skipped} owed ${skipped === 1 ? 'member has' : 'members have'} no payout details)` : ''
    }.`,
  unsentBatch: (currency: LedgerCurrency, code: string) =>
    `The ${currency} batch ${code} is not marked sent yet: mark it sent before making another, so nothing is paid twice.`,
  batchNotFound: 'No payout batch with this id.',
  alreadySent: 'This batch is already marked sent.',
  bankNotConfigured:
    "The platform's bank account is not configured (PLATFORM_BANK_NAME, PLATFORM_BANK_IBAN, PLATFORM_BANK_BIC): a SEPA file needs it as the payer.",
  owedLess: (name: string, owed: Money, item: Money, endToEndId: string) =>
    `${name} is owed ${amount(owed)} now, less than the ${amount(item)} of ${endToEndId}: nothing was marked sent.`,
  noAccountToReturn: 'This payment has no account to send it back to: return it through the bank.',
  notUnmatchedCredit: 'Only an unmatched credit can be sent back.',
  goesBack: (name: string) => `Goes back to ${name || 'its sender'} with the next payout.`,
  sentTitle: (money: Money) => `Your payout of ${amount(money)} was sent to your bank account`,
  sentBody: (endToEndId: string, ibanMasked: string) =>
    `It goes to ${ibanMasked} with the reference ${endToEndId}; banks usually credit it within one or two business days.`,
  returnedTitle: (money: Money) =>
    `Your payout of ${amount(money)} was returned by your bank: check your payout details`,
  returnedBody: (reason: string) =>
    `The bank gave the reason ${reason}. The amount is owed to you again and goes out with the next payout once your details are right.`,
} as const;

export const CreatePayoutBatchBodySchema = z.object({
  currency: z.enum(ISO_CURRENCIES, 'must be one of the currencies the platform pays out in'),
});
export type CreatePayoutBatchBody = z.infer<typeof CreatePayoutBatchBodySchema>;

export const PayoutBatchParamsSchema = z.object({ id: z.uuid('must be a payout batch id') });

export const ListPayoutBatchesQuerySchema = PageQuerySchema;

export const PayoutItemSchema = z.object({
  id: z.uuid(),
  /** The transfer's SEPA EndToEndId (PO-<batch code>-<n>): the bank gives it back with a returned payment. */
  endToEndId: z.string().max(35),
  /** A member paid what the platform owes them, or a statement credit sent back to its sender. */
  kind: z.enum(['member', 'return']),
  userId: z.uuid().nullable(),
  entryId: z.string().nullable(),
  payeeName: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  /** In the currency's minor unit. */
  amount: z.number().int().positive(),
  currency: z.enum(LEDGER_CURRENCIES),
  remittance: z.string(),
  status: z.enum(PAYOUT_ITEM_STATUSES),
  /** The bank's reason code when it returned the transfer (AC04: account closed, …). */
  returnReason: z.string().nullable(),
  returnedAt: z.iso.datetime().nullable(),
});
export type PayoutItem = z.infer<typeof PayoutItemSchema>;

export const PayoutBatchSummarySchema = z.object({
  id: z.uuid(),
  /** Eight hex digits, in every transfer's EndToEndId. */
  code: z.string(),
  currency: z.enum(LEDGER_CURRENCIES),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  itemCount: z.number().int(),
  /** In the currency's minor unit. */
  total: z.number().int(),
  /** Transfers the bank gave back after the batch was sent. */
  returnedCount: z.number().int(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type PayoutBatchSummary = z.infer<typeof PayoutBatchSummarySchema>;

export const PayoutBatchSchema = PayoutBatchSummarySchema.extend({ items: z.array(PayoutItemSchema) });
export type PayoutBatch = z.infer<typeof PayoutBatchSchema>;

/** A member the platform owes who is left out of the batch, and why. */
export const SkippedPayeeSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  amount: z.number().int().positive(),
  currency: z.enum(LEDGER_CURRENCIES),
  reason: z.string(),
});
export type SkippedPayee = z.infer<typeof SkippedPayeeSchema>;

export const CreatePayoutBatchResponseSchema = z.object({
  success: z.literal(true),
  batch: PayoutBatchSchema,
  skipped: z.array(SkippedPayeeSchema),
});

export const PayoutBatchResponseSchema = z.object({ success: z.literal(true), batch: PayoutBatchSchema });

export const PayoutBatchesResponseSchema = z.object({
  success: z.literal(true),
  batches: z.array(PayoutBatchSummarySchema),
  nextCursor: z.string().nullable(),
});

/** The columns of a payout CSV (a currency the SEPA file does not carry); amounts in the major unit. */
export const PAYOUT_CSV_COLUMNS = ['end_to_end_id', 'name', 'iban', 'bic', 'amount', 'currency', 'remittance'] as const;
