import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import type { Passkey, VerifyRegistrationBody } from '@app/shared/accounts/accounts.schemas';
import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Database } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { makeSessionsExpire } from '../users/sessions.service.ts';
import { lockUserForUpdate } from '../users/users.service.ts';
import { takeChallenge } from './challenges.repository.ts';
import { storeChallenge } from './challenges.service.ts';
import {
  countPasskeysOfUser,
  deletePasskeyOfUser,
  insertPasskey,
  listPasskeysOfUser,
  type PasskeyRow,
  renamePasskeyOfUser,
} from './passkeys.repository.ts';
import { requireFreshSession } from './reauthentication.service.ts';
import { issueRecoveryCodes } from './recovery.service.ts';
import { challengeOf, type RelyingParty, registrationOptions, verifyRegistration } from './webauthn.ts';

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    deviceType: row.deviceType,
    backedUp: row.backedUp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listPasskeys(db: Database, userId: string): Promise<Passkey[]> {
  return (await listPasskeysOfUser(db, userId)).map(toPasskey);
}

/** POST /api/account/passkeys/registration/options: the visitor's passkeys are excluded. */
export async function startPasskeyRegistration(db: Database, rp: RelyingParty, visitor: User) {
  const existing = await listPasskeysOfUser(db, visitor.id);
  const options = await registrationOptions(rp, visitor, existing);
  await storeChallenge(db, options.challenge, 'registration', visitor.id);
  return options;
}

const registrationFailed = (message: string = ACCOUNT_MESSAGES.registrationFailed) =>
  new AppError(400, API_ERROR_CODES.invalidInput, message);

/**
 * POST /api/account/passkeys/registration: checks the new credential (challenge issued to this
 * visitor, unused and fresh; origin; RP id; user verification) and saves it. The first passkey
 * saves the account: ten recovery codes, shown once, and every session of it now expires after
 * 30 idle days. Any later one needs a recent sign-in of `sessionId` (issue 35), checked again under
 * the account's lock: a first passkey saved meanwhile by another request does not let this one in.
 */
export async function finishPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  visitor: User,
  session: { id: string; deviceLabel: string },
  body: VerifyRegistrationBody,
): Promise<{ passkey: Passkey; recoveryCodes: string[] | null }> {
  const challenge = challengeOf(body.response.response.clientDataJSON);
  if (!challenge) throw registrationFailed();
  // Taken in its own statement, outside the transaction below: a failed attempt still uses it up.
  const issued = await takeChallenge(db, challenge, 'registration', visitor.id);
  if (!issued) throw registrationFailed();
  if (issued.expiresAt.getTime() <= Date.now()) throw registrationFailed(ACCOUNT_MESSAGES.challengeExpired);
  const credential = await verifyRegistration(rp, body.response as unknown as RegistrationResponseJSON, challenge);
  if (!credential) throw registrationFailed();

  return inTransaction(db, async (tx) => {
    // One registration at a time per account, so exactly one of them counts as the first.
    await lockUserForUpdate(tx, visitor.id);
    const isFirst = (await countPasskeysOfUser(tx, visitor.id)) === 0;
    if (!isFirst) await requireFreshSession(tx, session.id);
    const row = await insertPasskey(tx, { userId: visitor.id, name: body.name ?? session.deviceLabel, ...credential });
    if (!row) throw conflict(ACCOUNT_MESSAGES.registrationFailed);
    if (!isFirst) return { passkey: toPasskey(row), recoveryCodes: null };
    await makeSessionsExpire(tx, visitor.id);
    return { passkey: toPasskey(row), recoveryCodes: await issueRecoveryCodes(tx, visitor.id) };
  });
}

export async function renamePasskey(db: Database, visitor: User, id: string, name: string): Promise<Passkey> {
  const row = await renamePasskeyOfUser(db, visitor.id, id, name);
  if (!row) throw notFound(ACCOUNT_MESSAGES.passkeyNotFound);
  return toPasskey(row);
}

/** The last passkey goes only when confirmed: without it, only recovery codes bring the account back. */
export async function removePasskey(db: Database, visitor: User, id: string, confirm: boolean): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockUserForUpdate(tx, visitor.id);
    const passkeys = await listPasskeysOfUser(tx, visitor.id);
    if (!passkeys.some((passkey) => passkey.id === id)) throw notFound(ACCOUNT_MESSAGES.passkeyNotFound);
    if (passkeys.length === 1 && !confirm) throw conflict(ACCOUNT_MESSAGES.lastPasskey);
    await deletePasskeyOfUser(tx, visitor.id, id);
  });
}
