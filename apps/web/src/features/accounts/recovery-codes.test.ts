import { describe, expect, it } from 'vitest';
import { parseRecoveryCodeInput, RECOVERY_CODE_SHAPE_MESSAGE } from './recovery-code-input';
import { recoveryCodesFileName, recoveryCodesFileText } from './recovery-codes-file';

describe('the recovery codes file', () => {
  const createdAt = new Date('2026-11-21T10:00:00Z');
  const codes = Array.from({ length: 10 }, (_, index) => `7KQ2-M9XD-4RTA-PW${String(index).padStart(2, '0')}`);
  const text = recoveryCodesFileText(codes, {
    siteName: 'AI Project Assistant',
    origin: 'https://example.org',
    createdAt,
  });

  it('says whose codes they are, when they were made and how to keep them', () => {
    expect(text.split('\n')[0]).toBe('Recovery codes for your account on AI Project Assistant (https://example.org)');
    expect(text).toContain('Created 2026-11-21');
    expect(text).toContain('Each code signs you in once');
  });

  it('lists the ten codes, numbered, one a line', () => {
    const lines = text.split('\n').filter((line) => /^\s?\d+\. /.test(line));
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe(' 1. 7KQ2-M9XD-4RTA-PW00');
    expect(lines[9]).toBe('10. 7KQ2-M9XD-4RTA-PW09');
  });

  it('is named by its date', () => {
    expect(recoveryCodesFileName(createdAt)).toBe('recovery-codes-2026-11-21.txt');
  });
});

describe('a typed recovery code', () => {
  it('is read as the server reads it: case, spaces and dashes do not matter, O and I are digits', () => {
    expect(parseRecoveryCodeInput(' 7kq2-m9xd 4rta-pw3c ')).toEqual({ code: '7KQ2M9XD4RTAPW3C' });
    expect(parseRecoveryCodeInput('OOOO-IIII-LLLL-2222')).toEqual({ code: '0000111111112222' });
  });

  it('is refused before sending when it cannot be a code', () => {
    expect(parseRecoveryCodeInput('   ')).toEqual({ error: 'Enter a recovery code.' });
    expect(parseRecoveryCodeInput('7KQ2-M9XD')).toEqual({ error: RECOVERY_CODE_SHAPE_MESSAGE });
    expect(parseRecoveryCodeInput('7KQ2-M9XD-4RTA-PW3U')).toEqual({ error: RECOVERY_CODE_SHAPE_MESSAGE });
  });
});
