import {
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
} from '@app/shared/accounts/accounts.constants';

export const RECOVERY_CODE_SHAPE_MESSAGE = `A recovery code has ${RECOVERY_CODE_LENGTH} letters and digits, like 7KQ2-M9XD-4RTA-PW3C.`;

/**
 * A typed recovery code, normalised as the server does (case, spaces and dashes do not matter; O,
 * I and L read as 0, 1, 1), or the reason it cannot be one. Checked here so a typo does not spend
 * one of the few sign-in attempts the server allows.
 */
export function parseRecoveryCodeInput(input: string): { code: string } | { error: string } {
  const code = normalizeRecoveryCode(input);
  if (code.length === 0) return { error: 'Enter a recovery code.' };
  const isWellFormed =
    code.length === RECOVERY_CODE_LENGTH && [...code].every((char) => RECOVERY_CODE_ALPHABET.includes(char));
  return isWellFormed ? { code } : { error: RECOVERY_CODE_SHAPE_MESSAGE };
}
