import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import {
  DELIVERY_MESSAGES,
  EMAIL_VERIFICATION_TTL_MS,
  EMAIL_VERIFICATIONS_PER_ADDRESS_PER_DAY,
  EMAIL_VERIFICATIONS_PER_HOUR,
} from '@app/shared/delivery/delivery.constants';
import type { AccountEmail } from '@app/shared/delivery/delivery.schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { countLimitHit } from '../cluster/limit-counters.ts';
import {
  type AccountEmailRow,
  confirmPendingEmail,
  deleteAccountEmailRow,
  findAccountEmailRow,
  lockAccountEmailRow,
  savePendingEmail,
} from './account-emails.repository.ts';
import { renderVerificationMail } from './mail-templates.ts';
import { countOutboxRowsSince, deleteQueuedOutboxRowsOf, queueOutboxRow } from './outbox.repository.ts';

export const VERIFICATION_KIND = 'email.verify';
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The address as only its member sees it; a pending address whose link ran out is not shown. */
export function toAccountEmail(row: AccountEmailRow | null, now = new Date()): AccountEmail {
  const verified = Boolean(row?.email && row.verifiedAt);
  const pendingLive = row?.pendingEmail && row.tokenExpiresAt && row.tokenExpiresAt > now;
  return { address: verified ? (row?.email ?? null) : null, verified, pending: pendingLive ? row.pendingEmail : null };
}

export async function getAccountEmail(db: Database, userId: string): Promise<AccountEmail> {
  return toAccountEmail(await findAccountEmailRow(db, userId));
}

const tooManyVerifications = () =>
  new AppError(429, API_ERROR_CODES.rateLimited, DELIVERY_MESSAGES.verificationTooMany);

export const emailNotConfigured = () =>
  new AppError(503, API_ERROR_CODES.notConfigured, DELIVERY_MESSAGES.emailNotConfigured);

/**
 * POST /api/account/email: keeps `email` as the member's pending address and queues the mail with
 * its link (single use, 24 hours, only the token's SHA-256 stored), in one transaction. The
 * verified address, if any, stays in use until the link is opened. Limits (issue 40 §5): at most
 * EMAIL_VERIFICATIONS_PER_HOUR mails an hour per account (counted in the outbox under the row's
 * lock) and VERIFICATION_MAIL_LIMIT_PER_HOUR per client IP (429 beyond either); at most
 * EMAIL_VERIFICATIONS_PER_ADDRESS_PER_DAY a day to one address whoever asks, beyond which nothing
 * is mailed or changed and the answer is the one a mailed request gets, so it tells nobody whether
 * someone else is using the address. The IP's and the address's counts are shared by every process.
 */
export async function requestEmailVerification(
  db: Database,
  config: Config,
  request: { userId: string; email: string; ip: string },
  now = new Date(),
): Promise<AccountEmail> {
  if (!config.SMTP_URL) throw emailNotConfigured();
  const { userId, email, ip } = request;
  return inTransaction(db, async (tx) => {
    const current = await lockAccountEmailRow(tx, userId);
    if (current.email === email && current.verifiedAt) return toAccountEmail(current, now);
    const sent = await countOutboxRowsSince(tx, userId, VERIFICATION_KIND, new Date(now.getTime() - HOUR_MS));
    if (sent >= EMAIL_VERIFICATIONS_PER_HOUR) throw tooManyVerifications();
    // Counted in this transaction: the refusal undoes the IP's hit with everything else.
    const fromIp = await countLimitHit(tx, `verify-mail-ip:${ip}`, HOUR_MS);
    if (fromIp.hits > config.VERIFICATION_MAIL_LIMIT_PER_HOUR) throw tooManyVerifications();
    // Case-insensitively, and hashed: the bucket's key never holds the address itself.
    const toAddress = await countLimitHit(tx, `verify-mail-address:${hashToken(email.toLowerCase())}`, DAY_MS);
    if (toAddress.hits > EMAIL_VERIFICATIONS_PER_ADDRESS_PER_DAY)
      return { ...toAccountEmail(current, now), pending: email };
    const token = generateToken();
    const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS);
    const row = await savePendingEmail(tx, userId, { email, tokenHash: hashToken(token), expiresAt });
    const link = `${config.PUBLIC_ORIGIN}/account/email/verify?token=${encodeURIComponent(token)}`;
    await queueOutboxRow(tx, {
      userId,
      channel: 'email',
      kind: VERIFICATION_KIND,
      recipient: email,
      payload: { ...renderVerificationMail({ origin: config.PUBLIC_ORIGIN, email, link }) },
    });
    return toAccountEmail(row, now);
  });
}

/** POST /api/account/email/verify: the token names the account; it works once, within 24 hours. */
export async function verifyEmail(db: Database, token: string, now = new Date()): Promise<AccountEmail> {
  const row = await confirmPendingEmail(db, hashToken(token), now);
  if (!row) throw new AppError(400, API_ERROR_CODES.invalidInput, DELIVERY_MESSAGES.verificationInvalid);
  return toAccountEmail(row, now);
}

/** DELETE /api/account/email: both addresses go, and no mail still queued goes out. */
export async function removeEmail(db: Database, userId: string): Promise<AccountEmail> {
  await inTransaction(db, async (tx) => {
    await deleteAccountEmailRow(tx, userId);
    await deleteQueuedOutboxRowsOf(tx, userId, 'email');
  });
  return toAccountEmail(null);
}
