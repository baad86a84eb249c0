import {
  formatRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
} from '@app/shared/accounts/accounts.constants';
import { describe, expect, it } from 'vitest';
import { sessionEndFrom } from '../users/sessions.service.ts';
import { generateRecoveryCode, hashRecoveryCode } from './recovery.service.ts';

describe('recovery code rules', () => {
  it('makes 16 symbols of the Crockford alphabet, never the same twice in practice', () => {
    const codes = Array.from({ length: 2000 }, generateRecoveryCode);
    for (const code of codes) {
      expect(code).toHaveLength(RECOVERY_CODE_LENGTH);
      expect([...code].every((symbol) => RECOVERY_CODE_ALPHABET.includes(symbol))).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses every symbol of the alphabet (each random byte maps to one of 32 without bias)', () => {
    const seen = new Set(Array.from({ length: 200 }, generateRecoveryCode).join(''));
    expect(seen.size).toBe(RECOVERY_CODE_ALPHABET.length);
  });

  it('hashes what a person may type for a code to the same value as the code itself', () => {
    const code = '0123ABCDEFGH1JKM';
    const shown = formatRecoveryCode(code);
    expect(shown).toBe('0123-ABCD-EFGH-1JKM');
    const hash = hashRecoveryCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const typed of [shown, shown.toLowerCase(), ' o123 abcd efgh ijkm ', 'O123-ABCD-EFGH-LJKM']) {
      expect(hashRecoveryCode(typed), typed).toBe(hash);
    }
    expect(hashRecoveryCode('0123ABCDEFGH1JKN')).not.toBe(hash);
  });
});

describe('session rules', () => {
  it('ends a saved account session 30 days after its last use', () => {
    const now = new Date('2026-01-01T12:00:00.000Z');
    expect(sessionEndFrom(now).toISOString()).toBe('2026-01-31T12:00:00.000Z');
  });
});
