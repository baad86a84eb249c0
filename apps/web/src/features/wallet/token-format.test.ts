import { describe, expect, it } from 'vitest';
import { formatDollars, formatTokens } from './token-format';

describe('token formats', () => {
  it('writes whole tokens with thousands separators', () => {
    expect(formatTokens(1_000_000)).toBe('1,000,000');
    expect(formatTokens(0)).toBe('0');
  });

  it('writes dollars without needless cents', () => {
    expect(formatDollars(0.25)).toBe('$0.25');
    expect(formatDollars(250_000)).toBe('$250,000');
  });

  it('writes every amount exactly as en-US Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const amounts = [
      0,
      -0,
      7,
      999,
      1000,
      -1250,
      1234567,
      -9876543210,
      2.5,
      -2.5,
      1234.56,
      Number.MAX_SAFE_INTEGER,
      1e21,
    ];
    for (const amount of [...amounts, Number.NaN]) expect(formatTokens(amount)).toBe(intl.format(amount));
  });
});
