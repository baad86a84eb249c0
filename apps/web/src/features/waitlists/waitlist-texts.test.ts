import { SERVICE_MESSAGES } from '@app/shared/waitlists/waitlists.constants';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../../lib/api-error';
import { countSummary, describeAvailability, serverFieldErrors } from './waitlist-texts';

describe('countSummary', () => {
  it('counts the trimmed summary, as the 50-character rule does', () => {
    expect(countSummary(undefined)).toBe(0);
    expect(countSummary('')).toBe(0);
    expect(countSummary('A chat app.')).toBe(11);
    expect(countSummary('   padded idea \n ')).toBe(11);
    expect(countSummary('x'.repeat(64))).toBe(64);
  });
});

describe('describeAvailability', () => {
  const base = { capacity: 10, monthLabel: 'November 2026', nextOpenMonthLabel: 'November 2026' };

  it('says how many spots this month has left', () => {
    expect(describeAvailability({ ...base, spotsLeft: 7 })).toBe('7 of 10 spots left for November 2026');
    expect(describeAvailability({ ...base, spotsLeft: 1 })).toBe('1 of 10 spots left for November 2026');
  });

  it('names the month new sign-ups go to once this one is full', () => {
    expect(describeAvailability({ ...base, spotsLeft: 0, nextOpenMonthLabel: 'December 2026' })).toBe(
      'This month is full; new sign-ups start in December 2026',
    );
  });
});

describe('serverFieldErrors', () => {
  const fields = ['name', 'email'] as const;

  it("maps a 400's field messages onto the form's fields, first message per field", () => {
    const error = new ApiRequestError({
      status: 400,
      errors: [
        { path: 'email', message: SERVICE_MESSAGES.emailInvalid },
        { path: 'email', message: 'second' },
        { path: 'name', message: SERVICE_MESSAGES.nameShort },
        { path: 'unknown', message: 'ignored' },
      ],
    });
    expect(serverFieldErrors(error, fields)).toEqual([
      { field: 'email', message: SERVICE_MESSAGES.emailInvalid },
      { field: 'name', message: SERVICE_MESSAGES.nameShort },
    ]);
  });

  it('has nothing for other failures, which show one alert instead', () => {
    const errors = [{ path: 'name', message: 'x' }];
    expect(serverFieldErrors(new ApiRequestError({ status: 500, errors }), fields)).toEqual([]);
    expect(serverFieldErrors(new ApiRequestError({ status: 429, errors }), fields)).toEqual([]);
    expect(serverFieldErrors(new NetworkError(), fields)).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), fields)).toEqual([]);
  });
});
