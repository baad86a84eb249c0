import { describe, expect, it } from 'vitest';
import { createRfReference, formatRfReference, isValidRfReference, normalizeRfReference } from './rf-reference.ts';

describe('RF creditor references (ISO 11649)', () => {
  it("computes the standard's own example", () => {
    // ISO 11649's example: reference 539007547034 → RF18 5390 0754 7034.
    expect(createRfReference('539007547034')).toBe('RF18539007547034');
    expect(formatRfReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('checks letters as digits (A = 10 … Z = 35) and pads one-digit check digits', () => {
    const reference = createRfReference('PH7K2MQ4ZB');
    expect(reference).toMatch(/^RF\d{2}PH7K2MQ4ZB$/);
    expect(isValidRfReference(reference)).toBe(true);
    expect(createRfReference('2348231')).toBe('RF712348231');
  });

  it('accepts a reference typed with spaces and in lower case', () => {
    expect(isValidRfReference('rf18 5390 0754 7034')).toBe(true);
    expect(normalizeRfReference(' rf18 5390 0754 7034 ')).toBe('RF18539007547034');
  });

  it('refuses wrong check digits, a swapped pair, other characters and lengths', () => {
    expect(isValidRfReference('RF19539007547034')).toBe(false);
    expect(isValidRfReference('RF18539007547043')).toBe(false);
    expect(isValidRfReference('RF18-5390')).toBe(false);
    expect(isValidRfReference('RF18')).toBe(false);
    expect(isValidRfReference(`RF18${'1'.repeat(22)}`)).toBe(false);
    expect(() => createRfReference('')).toThrow(RangeError);
    expect(() => createRfReference('1'.repeat(22))).toThrow(RangeError);
    expect(() => createRfReference('ÄB')).toThrow(RangeError);
  });

  it('catches every mistyped digit of a numeric reference (MOD 97-10 guarantees it for digits)', () => {
    const reference = createRfReference('2026120400017');
    for (let index = 2; index < reference.length; index++) {
      for (const character of '0123456789') {
        if (character === reference[index]) continue;
        const changed = reference.slice(0, index) + character + reference.slice(index + 1);
        expect(isValidRfReference(changed), changed).toBe(false);
      }
    }
  });
});
