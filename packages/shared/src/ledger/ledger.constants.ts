/** Platform token vocabulary and numbers (part-2 §3 Token data and Transaction, §9 Bounties and token). No zod here. */

/** The published token figures of the spec; the live numbers come from the ledger (`GET /api/token`). */
export const TOKEN_INFO = {
  symbol: 'PROTO',
  supply: 1_000_000,
  circulating: 250_000,
  bountyPool: 50_000,
  price: 0.25,
  marketCap: 250_000,
} as const;

/** Tokens a bounty pays by difficulty (part-2 §9). */
export const TOKEN_EARNING_RANGES = {
  Easy: { min: 25, max: 75 },
  Medium: { min: 75, max: 150 },
  Hard: { min: 150, max: 300 },
} as const;

export const TRANSACTION_TYPES = ['Reward', 'Stake', 'Unstake', 'Transfer', 'Purchase'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Every ledger operation is atomic, so a stored transaction is always complete. */
export const TRANSACTION_STATUSES = ['Completed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * The kinds of ledger account. Tokens: the mint (it issues the supply), the bounty pool, escrows, a
 * member's available and staked balances. Currencies (issue 42, decision 022): the platform's bank
 * account (`bank`), a contract's escrow, what the platform owes a member (`owed`: a developer's pay, a
 * client's refund), its own fees (`revenue`) and what arrived that no milestone claims yet
 * (`suspense`: an unknown reference, a short or excess amount, until the finance role matches or
 * returns it). Only the mint and the bank go negative: each is the
 * other side of what came in from outside (its negative balance is what it issued or holds).
 */
export const ACCOUNT_KINDS = [
  'mint',
  'pool',
  'escrow',
  'available',
  'staked',
  'bank',
  'owed',
  'revenue',
  'suspense',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Largest single amount the API accepts (the whole supply). */
export const MAX_TOKEN_AMOUNT = TOKEN_INFO.supply;

export const WALLET_MESSAGES = {
  amountPositive: 'Enter an amount above 0.',
  amountWhole: 'Token amounts are whole numbers.',
  stakeTooMuch: (balance: number) => `You can stake at most your available balance of ${balance} tokens.`,
  unstakeTooMuch: (staked: number) => `You can unstake at most your staked ${staked} tokens.`,
  invalidAddress: 'Enter a wallet address: 0x followed by 40 hexadecimal characters.',
  badChecksum: 'This address has mixed case but its checksum is wrong. Paste it again or use lower case.',
  addressTaken: 'This wallet address is already connected to another account.',
} as const;

/** Shortens 0x1234…abcd for display. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
