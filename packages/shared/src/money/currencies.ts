/**
 * The currencies the ledger keeps (issue 42, decision 022): the platform token and the ISO 4217
 * currencies a contract may be in (contracts.constants.ts ISO_CURRENCIES). Every amount in the ledger
 * is a whole number of the currency's minor unit: cents of USD and EUR, pence of GBP, yen of JPY
 * (no minor unit), whole tokens. Plain data, so schemas can name the list without the money library.
 */
export const TOKENS = 'TOKENS';

/** Each ledger currency with the digits of its minor unit (ISO 4217's exponent). */
const MINOR_UNIT_DIGITS = {
  TOKENS: 0,
  USD: 2,
  EUR: 2,
  GBP: 2,
  CAD: 2,
  AUD: 2,
  NZD: 2,
  CHF: 2,
  JPY: 0,
  INR: 2,
  SGD: 2,
  SEK: 2,
} as const;

export type LedgerCurrency = keyof typeof MINOR_UNIT_DIGITS;
export const LEDGER_CURRENCIES = Object.keys(MINOR_UNIT_DIGITS) as [LedgerCurrency, ...LedgerCurrency[]];

export function isLedgerCurrency(value: unknown): value is LedgerCurrency {
  return typeof value === 'string' && Object.hasOwn(MINOR_UNIT_DIGITS, value);
}

/** How many digits the minor unit has: 2 for cents, 0 for yen and tokens. */
export function minorUnitDigits(currency: LedgerCurrency): number {
  return MINOR_UNIT_DIGITS[currency];
}
