import { describe, expect, it } from 'vitest';
import { CONTRACT_CURRENCIES } from '../contracts/contracts.constants.ts';
import { isLedgerCurrency, minorUnitDigits } from './currencies.ts';
import { formatMoneyAmount, parseMajor, splitFee, toMajorString } from './money.ts';

describe('splitFee', () => {
  it('takes 10% to the cent and leaves the payee the rest', () => {
    expect(splitFee({ amount: 150_000, currency: 'EUR' }, 10)).toEqual({
      fee: { amount: 15_000, currency: 'EUR' },
      net: { amount: 135_000, currency: 'EUR' },
    });
  });

  it('rounds the fee to the nearest cent, halves up, and loses no cent', () => {
    // 10% of €10.05 is €1.005: the fee is €1.01, the developer gets €9.04.
    expect(splitFee({ amount: 1005, currency: 'EUR' }, 10)).toEqual({
      fee: { amount: 101, currency: 'EUR' },
      net: { amount: 904, currency: 'EUR' },
    });
    // 10% of €10.04 is €1.004: down to €1.00.
    expect(splitFee({ amount: 1004, currency: 'EUR' }, 10).fee.amount).toBe(100);
    for (const amount of [1, 7, 99, 1005, 33_333, 1_234_567]) {
      for (const percent of [0, 8, 8.5, 10, 12.25, 100]) {
        const { fee, net } = splitFee({ amount, currency: 'USD' }, percent);
        expect(fee.amount + net.amount).toBe(amount);
        expect(Number.isInteger(fee.amount) && fee.amount >= 0 && net.amount >= 0).toBe(true);
      }
    }
  });

  it('rounds in whole yen for a currency without a minor unit', () => {
    expect(splitFee({ amount: 1005, currency: 'JPY' }, 10).fee).toEqual({ amount: 101, currency: 'JPY' });
    expect(splitFee({ amount: 1004, currency: 'JPY' }, 10).fee).toEqual({ amount: 100, currency: 'JPY' });
  });

  it('refuses a fraction of a cent, a fee outside 0–100 and more than two decimals', () => {
    expect(() => splitFee({ amount: 10.5, currency: 'EUR' }, 10)).toThrow(RangeError);
    expect(() => splitFee({ amount: 100, currency: 'EUR' }, 101)).toThrow(RangeError);
    expect(() => splitFee({ amount: 100, currency: 'EUR' }, -1)).toThrow(RangeError);
    expect(() => splitFee({ amount: 100, currency: 'EUR' }, 8.125)).toThrow(RangeError);
  });
});

describe('major and minor units', () => {
  it("knows each currency's minor unit", () => {
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('TOKENS')).toBe(0);
    expect(isLedgerCurrency('GBP')).toBe(true);
    expect(isLedgerCurrency('XYZ')).toBe(false);
    expect(isLedgerCurrency('toString')).toBe(false);
    // Every currency a contract may be in can be held by the ledger.
    expect(CONTRACT_CURRENCIES.filter((currency) => !isLedgerCurrency(currency))).toEqual([]);
  });

  it('writes minor units as a decimal of the major unit', () => {
    expect(toMajorString({ amount: 123_456, currency: 'EUR' })).toBe('1234.56');
    expect(toMajorString({ amount: 5, currency: 'USD' })).toBe('0.05');
    expect(toMajorString({ amount: 1200, currency: 'JPY' })).toBe('1200');
  });

  it('reads what a person typed without floating point', () => {
    expect(parseMajor('1234.56', 'EUR')).toBe(123_456);
    expect(parseMajor('1,234.5', 'EUR')).toBe(123_450);
    expect(parseMajor('0.1', 'USD')).toBe(10);
    expect(parseMajor('12', 'GBP')).toBe(1200);
    expect(parseMajor('1200', 'JPY')).toBe(1200);
    expect(parseMajor('12.5', 'JPY')).toBeNull();
    expect(parseMajor('1.234', 'EUR')).toBeNull();
    expect(parseMajor('-5', 'EUR')).toBeNull();
    expect(parseMajor('5 EUR', 'EUR')).toBeNull();
  });

  it('formats for people', () => {
    expect(formatMoneyAmount({ amount: 123_456, currency: 'EUR' })).toBe('€1,234.56');
    expect(formatMoneyAmount({ amount: 1000, currency: 'USD' })).toBe('$10.00');
    expect(formatMoneyAmount({ amount: 1200, currency: 'JPY' })).toBe('¥1,200');
    expect(formatMoneyAmount({ amount: 250, currency: 'TOKENS' })).toBe('250 tokens');
    expect(formatMoneyAmount({ amount: 1, currency: 'TOKENS' })).toBe('1 token');
    // Beyond a double's 15 digits the decimal string is formatted exactly.
    expect(formatMoneyAmount({ amount: 9_007_199_254_740_991, currency: 'USD' })).toBe('$90,071,992,547,409.91');
  });
});
