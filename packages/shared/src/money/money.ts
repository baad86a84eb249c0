import {
  type DineroCurrency,
  dinero,
  halfUp,
  multiply,
  subtract,
  toDecimal,
  toSnapshot,
  transformScale,
} from 'dinero.js';
import { type LedgerCurrency, minorUnitDigits, TOKENS } from './currencies.ts';

/**
 * Money as the ledger keeps it (issue 42, decision 022): a whole number of the currency's minor unit,
 * computed with dinero.js, never with floating point.
 */
export interface Money {
  /** In the currency's minor unit (cents, pence, yen, tokens). */
  amount: number;
  currency: LedgerCurrency;
}

function assertMinor(amount: number): void {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`A money amount must be a whole number of minor units (got ${amount})`);
}

/** A ledger currency as dinero.js reads one: its code, base 10 and its minor unit's exponent. */
const definition = (currency: LedgerCurrency): DineroCurrency<number> => ({
  code: currency,
  base: 10,
  exponent: minorUnitDigits(currency),
});

const toDinero = ({ amount, currency }: Money) => {
  assertMinor(amount);
  return dinero({ amount, currency: definition(currency) });
};

/** A fee the platform can take: 0–100 percent, at most two decimals (PLATFORM_FEE_PERCENT). */
export function isFeePercent(percent: number): boolean {
  return (
    Number.isFinite(percent) &&
    percent >= 0 &&
    percent <= 100 &&
    Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9
  );
}

/**
 * The platform's fee on `money` at `percent` (0–100, up to two decimals: 10, 8.5, 12.25), and what is
 * left for the payee. The fee is rounded to the nearest minor unit, halves up (10% of €10.05 is
 * €1.01), and the payee gets the rest, so fee + net is exactly the amount: no cent is made or lost.
 */
export function splitFee(money: Money, percent: number): { fee: Money; net: Money } {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RangeError(`A fee is 0–100 percent (got ${percent})`);
  const hundredths = Math.round(percent * 100);
  if (Math.abs(hundredths - percent * 100) > 1e-9)
    throw new RangeError(`A fee has at most two decimals (got ${percent})`);
  const whole = toDinero(money);
  // percent / 100 as a scaled amount: hundredths of a percent are 10^-4 of the amount.
  const exactFee = multiply(whole, { amount: hundredths, scale: 4 });
  const fee = transformScale(exactFee, minorUnitDigits(money.currency), halfUp);
  const net = subtract(whole, fee);
  return {
    fee: { amount: toSnapshot(fee).amount, currency: money.currency },
    net: { amount: toSnapshot(net).amount, currency: money.currency },
  };
}

/** The amount as a plain decimal string in the major unit: 123456 EUR → '1234.56', 250 TOKENS → '250'. */
export function toMajorString(money: Money): string {
  return toDecimal(toDinero(money));
}

/**
 * A decimal typed in the major unit ('1234.5', '1,234.56', '12') as minor units, read as digits so
 * no float rounds it; null when it is not an amount of that currency (more decimals than its minor
 * unit has, a sign, letters).
 */
export function parseMajor(text: string, currency: LedgerCurrency): number | null {
  const digits = minorUnitDigits(currency);
  const cleaned = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const amount = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(amount) ? amount : null;
}

let formatters: Map<string, Intl.NumberFormat> | undefined;

/**
 * For people: '€1,234.56', '$10.00', '¥1,200', '250 tokens'. The decimal string goes to Intl as
 * it is (an exact decimal, not a float).
 */
export function formatMoneyAmount(money: Money): string {
  const major = toMajorString(money);
  if (money.currency === TOKENS) {
    const tokens = Number(major).toLocaleString('en-US');
    return `${tokens} ${money.amount === 1 ? 'token' : 'tokens'}`;
  }
  formatters ??= new Map();
  let format = formatters.get(money.currency);
  if (!format) {
    const digits = minorUnitDigits(money.currency);
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(money.currency, format);
  }
  // Intl formats a numeric string exactly (ECMA-402 NumberFormat v3); the cast is for older types.
  return format.format(major as unknown as number);
}

/**
 * A contract's milestone amount (whole units of its currency, as the parties agree it) in the ledger's
 * minor unit: USD 1,250 → 125000 cents, JPY 1,200 → 1200 yen, 250 tokens → 250.
 */
export function wholeUnitsToMinor(amount: number, currency: LedgerCurrency): number {
  assertMinor(amount);
  const minor = amount * 10 ** minorUnitDigits(currency);
  assertMinor(minor);
  return minor;
}
