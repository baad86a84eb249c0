import { z } from 'zod';
import { LEDGER_CURRENCIES } from '../money/currencies.ts';
import {
  ACCOUNT_KINDS,
  MAX_TOKEN_AMOUNT,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WALLET_MESSAGES,
} from './ledger.constants.ts';
import { walletAddressProblem } from './wallet-address.ts';

/** A whole, positive token amount (integer units, DESIGN.md §5). */
export const TokenAmountSchema = z
  .number({ message: WALLET_MESSAGES.amountPositive })
  .int(WALLET_MESSAGES.amountWhole)
  .gt(0, WALLET_MESSAGES.amountPositive)
  .max(MAX_TOKEN_AMOUNT, `Amounts are at most ${MAX_TOKEN_AMOUNT} tokens.`);

export const WalletSchema = z.object({
  balance: z.number().int(),
  staked: z.number().int(),
  totalEarned: z.number().int(),
  isConnected: z.boolean(),
  walletAddress: z.string().nullable(),
});
export type Wallet = z.infer<typeof WalletSchema>;
export const WalletResponseSchema = z.object({ success: z.literal(true), wallet: WalletSchema });

export const ConnectWalletBodySchema = z.object({
  walletAddress: z
    .string({ message: WALLET_MESSAGES.invalidAddress })
    .trim()
    .superRefine((value, context) => {
      const problem = walletAddressProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type ConnectWalletBody = z.infer<typeof ConnectWalletBodySchema>;

export const StakeBodySchema = z.object({ amount: TokenAmountSchema });
export type StakeBody = z.infer<typeof StakeBodySchema>;

export const TransactionSchema = z.object({
  id: z.uuid(),
  type: z.enum(TRANSACTION_TYPES),
  /** Always positive; `direction` says which way it moved the available balance. */
  amount: z.number().int(),
  direction: z.enum(['in', 'out']),
  timestamp: z.iso.datetime(),
  description: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const TransactionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(200).optional(),
});
export const TransactionsResponseSchema = z.object({
  success: z.literal(true),
  transactions: z.array(TransactionSchema),
  nextCursor: z.string().nullable(),
});

/** Live token figures from the ledger (integer tokens) next to the fixed price. */
export const TokenStatsSchema = z.object({
  supply: z.number().int(),
  circulating: z.number().int(),
  staked: z.number().int(),
  bountyPool: z.number().int(),
  escrow: z.number().int(),
  unminted: z.number().int(),
  price: z.number(),
  marketCap: z.number(),
});
export type TokenStats = z.infer<typeof TokenStatsSchema>;
export const TokenStatsResponseSchema = z.object({ success: z.literal(true), token: TokenStatsSchema });

export const LedgerMismatchSchema = z.object({
  check: z.string(),
  account: z.string().nullable(),
  expected: z.number(),
  actual: z.number(),
});
export const LedgerVerifyResponseSchema = z.object({
  success: z.literal(true),
  ok: z.boolean(),
  supply: z.number().int(),
  totals: z.object({
    circulating: z.number().int(),
    pool: z.number().int(),
    escrow: z.number().int(),
    staked: z.number().int(),
    unminted: z.number().int(),
  }),
  /**
   * Each currency the ledger holds (issue 42): what the platform's bank account holds, and whose it
   * is, in minor units; `held` equals escrow + owed + revenue + unmatched when the ledger is sound.
   */
  currencies: z.array(
    z.object({
      currency: z.enum(LEDGER_CURRENCIES),
      held: z.number().int(),
      escrow: z.number().int(),
      owed: z.number().int(),
      revenue: z.number().int(),
      /** Arrived and not yet matched to a milestone or sent back (the suspense account). */
      unmatched: z.number().int(),
    }),
  ),
  accountsChecked: z.number().int(),
  transactionsChecked: z.number().int(),
  mismatches: z.array(LedgerMismatchSchema),
});
export type LedgerVerifyResponse = z.infer<typeof LedgerVerifyResponseSchema>;
export const AccountKindSchema = z.enum(ACCOUNT_KINDS);

export const WalletChangeResponseSchema = z.object({
  success: z.literal(true),
  wallet: WalletSchema,
  transaction: TransactionSchema,
});
