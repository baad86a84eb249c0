/**
 * How a contract's money moves (issue 42): the rail is chosen when the contract is proposed and kept.
 *
 * - `tokens`: the platform token, from the client's wallet into the contract's escrow and out to the
 *   developer's wallet (issue 32).
 * - `bank_transfer`: "Escrow by the platform". The client pays the platform's bank account with a
 *   reference unique to the milestone; the ledger holds it in the contract's escrow until approval,
 *   then owes the developer the amount less the platform's fee until a payout sends it.
 * - `direct`: "Pay each other directly". The platform records what the parties say they paid and
 *   holds nothing; it protects nobody's money.
 *
 * A card processor would be one more rail: funding it answers a checkout instead of an instruction,
 * and its confirmation funds the milestone as a matched statement entry does.
 */
export const PAYMENT_RAILS = ['tokens', 'bank_transfer', 'direct'] as const;
export type PaymentRail = (typeof PAYMENT_RAILS)[number];

/** The rails a currency contract may choose; a TOKENS contract is always `tokens`. */
export const CURRENCY_RAILS = ['bank_transfer', 'direct'] as const;
export type CurrencyRail = (typeof CURRENCY_RAILS)[number];

export const PAYMENT_RAIL_LABELS: Record<PaymentRail, string> = {
  tokens: 'Platform tokens in escrow',
  bank_transfer: 'Escrow by the platform',
  direct: 'Pay each other directly',
};

export const PAYMENT_RAIL_HINTS: Record<CurrencyRail, string> = {
  bank_transfer:
    'The client pays each milestone into the platform’s bank account. The platform holds it until the client approves the work, then pays the developer, less the platform’s fee.',
  direct:
    'Not protected: the platform holds nothing. You pay each other outside the platform and record the payments here.',
};

/** Whether the platform holds the rail's money, so approval releases it (no payment to record). */
export const platformHoldsMoney = (rail: PaymentRail): boolean => rail !== 'direct';

/** Which rail a currency contract gets when the client does not say: escrow when the platform can hold it. */
export function defaultRail(currency: string, escrowAvailable: boolean): PaymentRail {
  if (currency === 'TOKENS') return 'tokens';
  return escrowAvailable ? 'bank_transfer' : 'direct';
}

export const PAYMENT_RAIL_MESSAGES = {
  escrowUnavailable:
    'The platform’s bank account is not set up, so it cannot hold this payment: choose “Pay each other directly”.',
  tokensRail: 'A TOKENS contract is always paid in platform tokens through escrow.',
} as const;
