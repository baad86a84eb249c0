import { describe, expect, it } from 'vitest';
import { formatDeadline, formatDealValue, formatLongDate, formatMoney, formatRelativeAge } from './format.ts';

describe('formatMoney', () => {
  it.each([
    [25000, '$25,000'],
    [0, '$0'],
    [1234.56, '$1,235'],
    ['45000', '$45,000'],
  ])('formats %o as %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', Number.NaN])('says Not specified for %o', (value) => {
    expect(formatMoney(value)).toBe('Not specified');
  });
});

describe('formatDealValue', () => {
  it.each([
    [25000, 'USD', '$25,000'],
    [25000, null, '$25,000'],
    [250, 'TOKENS', '250 tokens'],
    [1250, 'EUR', 'EUR 1,250'],
    [null, 'TOKENS', 'Not specified'],
  ])('formats %o %s as %s', (value, currency, expected) => {
    expect(formatDealValue(value, currency)).toBe(expected);
  });
});

describe('formatLongDate', () => {
  it('uses the US long form', () => {
    expect(formatLongDate(new Date(2026, 10, 21, 12))).toBe('November 21, 2026');
  });
});

describe('formatRelativeAge', () => {
  const now = new Date(2026, 10, 21, 12, 0, 0);
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it.each([
    [0, 'Just now'],
    [0.99, 'Just now'],
    [1, '1h ago'],
    [23.9, '23h ago'],
    [24, '1d ago'],
    [167.9, '6d ago'],
  ])('%d hours ago reads %s', (hours, expected) => {
    expect(formatRelativeAge(hoursAgo(hours), now)).toBe(expected);
  });

  it('shows the date from 168 hours on', () => {
    expect(formatRelativeAge(hoursAgo(168), now)).toBe('November 14, 2026');
  });

  it('accepts ISO strings', () => {
    expect(formatRelativeAge(hoursAgo(2).toISOString(), now)).toBe('2h ago');
  });
});

describe('formatDeadline', () => {
  const now = new Date(2026, 10, 21, 9, 0, 0);

  it.each([
    [null, 'No deadline'],
    [undefined, 'No deadline'],
    ['not a date', 'No deadline'],
    [new Date(2026, 10, 21, 8, 59), 'Expired'],
    [new Date(2026, 10, 21, 23, 59), 'Due today'],
    [new Date(2026, 10, 22, 0, 1), 'Due tomorrow'],
    [new Date(2026, 10, 23, 9, 0), '2 days left'],
    [new Date(2026, 11, 1, 9, 0), '10 days left'],
  ])('%o reads %s', (due, expected) => {
    expect(formatDeadline(due, now)).toBe(expected);
  });
});
