import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it.each([
    ['10', 10],
    ['2.5', 2.5],
    ['.5', 0.5],
    ['5.', 5],
    ['0', 0],
    ['-3', -3],
    [' 12 000 ', 12_000],
    ['12,000', 12_000],
    ['1,234,567.89', 1_234_567.89],
    ['$12,000', 12_000],
    ['$ 99.5', 99.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toEqual({ kind: 'number', value });
  });

  it.each(['', '   ', '$'])('treats %j as empty', (text) => {
    expect(parseAmount(text)).toEqual({ kind: 'empty' });
  });

  it.each(['abc', '12abc', '2,5', '1,00', '1e3', '1.2.3', '--1', '.', '-', 'Infinity', '0x10', '12,000,0'])(
    'refuses %j',
    (text) => {
      expect(parseAmount(text)).toEqual({ kind: 'invalid' });
    },
  );
});
