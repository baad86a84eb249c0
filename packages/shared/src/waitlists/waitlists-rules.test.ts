import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidPhone,
  monthLabel,
  normaliseEmail,
  normalisePhone,
  SERVICE_MESSAGES,
} from './waitlists.constants.ts';
import { ServiceWaitlistBodySchema } from './waitlists.schemas.ts';

describe('phone numbers', () => {
  it.each([
    '+1 (555) 123-4567',
    '555-123-4567',
    '(555) 123 4567',
    '+44 20 7946 0958',
    '+4915112345678',
    '07911 123456'.replace('0', '7'),
    '1',
    '+9',
    '1234567890123456',
    '+1234567890123456',
    '  +33 1 23 45 67 89 ',
    '4-4-4-4',
  ])('accepts %s', (phone) => expect(isValidPhone(phone)).toBe(true));

  it.each([
    '',
    '   ',
    '0123456789',
    '+0123456789',
    '12345678901234567',
    '+12345678901234567',
    '555.123.4567',
    '555 123 4567 ext 2',
    'abc',
    '++15551234567',
    '+',
    '1+5551234567',
    '(055) 123',
    '555/1234',
    '+1 555 12a 4567',
  ])('refuses %j', (phone) => expect(isValidPhone(phone)).toBe(false));

  it('normalises spaces, dashes and parentheses away', () => {
    expect(normalisePhone('+1 (555) 123-4567')).toBe('+15551234567');
  });
});

describe('email addresses', () => {
  it.each([
    'ada@example.com',
    'Ada.Lovelace@Example.COM',
    'first+tag@sub.domain.org',
    'x@y.io',
    'name_surname@company.co.uk',
    '12345@numbers.net',
    '  padded@example.com  ',
    "o'brien@example.ie",
    'dash-name@my-domain.dev',
    'a.b.c@d.e.f',
    'unicode-ü@example.de',
    'UPPER@CASE.ORG',
    'single@x.y',
    'with.dot@domain.travel',
    'me@127.0.0.1.nip.io',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    '',
    'plainaddress',
    '@no-local.com',
    'no-at.example.com',
    'no-domain@',
    'no-tld@example',
    'two@@example.com',
    'spa ce@example.com',
    'a@b c.com',
    'trailing@example.',
    'a@.com'.replace('a@', 'a@ '),
    'a@b@c.com',
    ' ',
    'name@domain,com',
    'name@ domain.com',
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));

  it('normalises to trimmed lower case', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

describe('the service waitlist form', () => {
  const problems = (body: Record<string, string>) =>
    ServiceWaitlistBodySchema.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
  const valid = {
    name: 'Ada Lovelace',
    phone: '+1 555 123 4567',
    email: 'ada@example.com',
    projectSummary: 'A marketplace that matches home cooks with neighbours who want a weekly meal.',
  };

  it('gives one message per field, in the spec wording', () => {
    expect(problems({ name: '', phone: '', email: '', projectSummary: '' })).toEqual([
      ['name', SERVICE_MESSAGES.nameRequired],
      ['phone', SERVICE_MESSAGES.phoneRequired],
      ['email', SERVICE_MESSAGES.emailRequired],
      ['projectSummary', SERVICE_MESSAGES.summaryRequired],
    ]);
    expect(problems({ name: ' A ', phone: '0123', email: 'ada@', projectSummary: 'Too short' })).toEqual([
      ['name', SERVICE_MESSAGES.nameShort],
      ['phone', SERVICE_MESSAGES.phoneInvalid],
      ['email', SERVICE_MESSAGES.emailInvalid],
      ['projectSummary', SERVICE_MESSAGES.summaryShort],
    ]);
    expect(problems(valid)).toEqual([]);
  });

  it('counts the summary after trimming', () => {
    expect(problems({ ...valid, projectSummary: `  ${'x'.repeat(49)}   ` })).toEqual([
      ['projectSummary', SERVICE_MESSAGES.summaryShort],
    ]);
    expect(problems({ ...valid, projectSummary: 'x'.repeat(50) })).toEqual([]);
  });

  it('labels months', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
  });
});
