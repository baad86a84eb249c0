import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from './members.constants.ts';
import { UpdateMemberProfileBodySchema } from './members.schemas.ts';
import { canonicalTimeZone } from './time-zone.ts';

const parse = (body: Record<string, unknown>) => UpdateMemberProfileBodySchema.safeParse(body);
const messages = (body: Record<string, unknown>) => {
  const result = parse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a member page’s fields (issue 41 §3)', () => {
  it('trims every field and lets any of them be blank', () => {
    expect(parse({ company: '  Acme  ', about: ' Hi ' }).data).toEqual({
      company: 'Acme',
      location: '',
      timeZone: '',
      about: 'Hi',
    });
  });

  it('refuses text past its limit with a sentence that names the field', () => {
    expect(messages({ company: 'x'.repeat(101) })).toEqual(['Company must be at most 100 characters.']);
    expect(messages({ location: 'x'.repeat(101) })).toEqual(['Location must be at most 100 characters.']);
    expect(messages({ about: 'x'.repeat(1001) })).toEqual(['About must be at most 1,000 characters.']);
    expect(messages({ company: 'x'.repeat(100), about: 'x'.repeat(1000) })).toEqual([]);
  });

  it('takes a time zone by its IANA name, in any case, and stores the canonical spelling', () => {
    expect(parse({ timeZone: 'europe/paris' }).data?.timeZone).toBe('Europe/Paris');
    expect(parse({ timeZone: 'America/New_York' }).data?.timeZone).toBe('America/New_York');
    expect(parse({ timeZone: 'UTC' }).data?.timeZone).toBe('UTC');
  });

  it('refuses what is not a time zone', () => {
    for (const zone of ['Mars/Olympus', 'CET+1', '+01:00', 'Europe/Paris; drop table', 'Paris']) {
      expect(messages({ timeZone: zone }), zone).toEqual([MEMBER_MESSAGES.timeZone]);
    }
  });
});

describe('canonicalTimeZone', () => {
  it('answers null for an unknown zone and the canonical name for a known one', () => {
    expect(canonicalTimeZone('asia/tokyo')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('Nowhere/Land')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});
