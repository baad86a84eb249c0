import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  formatRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@app/shared/accounts/accounts.constants';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, unauthorized } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { lockUserForUpdate } from '../users/users.service.ts';
import { countPasskeysOfUser } from './passkeys.repository.ts';
import { proveRecoveryCode } from './possession.ts';
import { replaceRecoveryCodes } from './recovery-codes.repository.ts';
import { startSessionOf } from './sign-in.service.ts';

/** 16 symbols of a 32-symbol alphabet: 80 random bits (each byte's low 5 bits: no modulo bias). */
export function generateRecoveryCode(): string {
  return Array.from(randomBytes(RECOVERY_CODE_LENGTH), (byte) => RECOVERY_CODE_ALPHABET[byte & 31]).join('');
}

/** What the database keeps: the SHA-256 of the normalised code, never the code. */
export function hashRecoveryCode(code: string): string {
  return hashToken(normalizeRecoveryCode(code));
}

/** A fresh set of codes for the user (inside the caller's transaction); returns them, formatted, once. */
export async function issueRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
  return codes.map(formatRecoveryCode);
}

/** POST /api/account/recovery-codes: a new set; the old codes, used or not, stop working. */
export async function regenerateRecoveryCodes(db: Database, visitor: User): Promise<string[]> {
  return inTransaction(db, async (tx) => {
    await lockUserForUpdate(tx, visitor.id);
    if ((await countPasskeysOfUser(tx, visitor.id)) === 0) throw conflict(ACCOUNT_MESSAGES.noRecoveryCodesYet);
    return issueRecoveryCodes(tx, visitor.id);
  });
}

/**
 * POST /api/account/recover: a code signs its account in once, with a new 30-day session. Every
 * failure (malformed, unknown, spent, deleted account) is the same 401 sentence (possession.ts).
 */
export function recoverWithCode(db: Database, code: string, deviceLabel: string) {
  const failed = () => unauthorized(ACCOUNT_MESSAGES.recoveryFailed);
  return proveRecoveryCode(db, code, { accountId: null, failed }, (tx, userId) =>
    startSessionOf(tx, userId, deviceLabel, failed),
  );
}
