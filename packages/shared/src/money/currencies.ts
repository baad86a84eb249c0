/**
 * The currencies the ledger keeps (issue 42, decision 022): the platform token and the ISO 4217
 * currencies a contract may be in (contracts.constants.ts ISO_CURRENCIES). Every amount in the ledger
 * is a whole number of the currency's minor unit: cents of USD and EUR, pence of GBP, yen of JPY
 * (no minor unit), whole tokens. Plain data, so schemas and the contract rules name the list without
 * the money library.
 */
export const TOKENS = 'TOKENS';

/** The ISO 4217 currencies a contract may be in and the ledger holds. */
export const ISO_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'JPY', 'INR', 'SGD', 'SEK'] as const;

export const LEDGER_CURRENCIES = [TOKENS, ...ISO_CURRENCIES] as const;
export type LedgerCurrency = (typeof LEDGER_CURRENCIES)[number];

/** The digits of each currency's minor unit (ISO 4217's exponent): two unless listed here. */
const MINOR_UNIT_DIGITS: Partial<Record<LedgerCurrency, number>> = { TOKENS: 0, JPY: 0 };

export function isLedgerCurrency(value: unknown): value is LedgerCurrency {
  return typeof value === 'string' && (LEDGER_CURRENCIES as readonly string[]).includes(value);
}

/** How many digits the minor unit has: 2 for cents, 0 for yen and tokens. */
export function minorUnitDigits(currency: LedgerCurrency): number {
  return MINOR_UNIT_DIGITS[currency] ?? 2;
}
