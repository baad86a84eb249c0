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
});
