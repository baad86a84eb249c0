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
import { hashToken, isSameSecret } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { startAccountSession } from '../users/sessions.service.ts';
import { findLiveUser, lockUserForUpdate } from '../users/users.service.ts';
import { countPasskeysOfUser } from './passkeys.repository.ts';
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes.repository.ts';

const CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

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
 * failure (malformed, unknown, spent, deleted account) is the same 401 sentence. The lookup is by
 * the code's SHA-256, so timing can reveal nothing about the code itself; the hashes are compared
 * once more in constant time before anything is trusted.
 */
export async function recoverWithCode(db: Database, code: string, deviceLabel: string) {
  const normalized = normalizeRecoveryCode(code);
  const failed = () => unauthorized(ACCOUNT_MESSAGES.recoveryFailed);
  if (!CODE_PATTERN.test(normalized)) throw failed();
  const codeHash = hashToken(normalized);
  return inTransaction(db, async (tx) => {
    const spent = await spendRecoveryCode(tx, codeHash, new Date());
    if (!spent || !isSameSecret(spent.codeHash, codeHash)) throw failed();
    const user = await findLiveUser(tx, spent.userId);
    if (!user) throw failed();
    const { token } = await startAccountSession(tx, user.id, deviceLabel);
    return { token, user };
  });
}
