import { describe, expect, it } from 'vitest';
import {
  formatEth,
  formatPoints,
  formatRate,
  formatUnits,
  formatUsd,
  formatUsdCents,
  formatUsdCompact,
  formatUsdPrice,
} from './funding-format';

describe('funding formats', () => {
  it('prints ETH with up to 4 decimals', () => {
    expect(formatEth(0.75)).toBe('0.75 ETH');
    expect(formatEth(1200)).toBe('1,200 ETH');
    expect(formatEth(0.051_549)).toBe('0.0515 ETH');
    expect(formatEth(10)).toBe('10 ETH');
  });

  it('prints collateral quantities in their unit', () => {
    expect(formatUnits(12_631.579, 'USDC')).toBe('12,631.579 USDC');
    expect(formatUnits(9, 'ETH')).toBe('9 ETH');
  });

  it('prints dollars to the cent, whole, or compact', () => {
    expect(formatUsdCents(1046.64)).toBe('$1,046.64');
    expect(formatUsdCents(18_000)).toBe('$18,000.00');
    expect(formatUsd(50_000)).toBe('$50,000');
    expect(formatUsdPrice(2000)).toBe('$2,000');
    expect(formatUsdPrice(0.25)).toBe('$0.25');
    expect(formatUsdCompact(2_400_000)).toBe('$2.4M');
    expect(formatUsdCompact(11_500_000)).toBe('$11.5M');
  });

  it('prints rates with one or two decimals and changes with a sign', () => {
    expect(formatRate(15)).toBe('15.0%');
    expect(formatRate(8.5)).toBe('8.5%');
    expect(formatRate(21.84)).toBe('21.84%');
    expect(formatPoints(2)).toBe('+2%');
    expect(formatPoints(0)).toBe('+0%');
    expect(formatPoints(-0.5)).toBe('-0.5%');
  });
});
