import { ACCOUNT_MESSAGES, REAUTHENTICATION_WINDOW_MS } from '@app/shared/accounts/accounts.constants';
import type { ReauthenticatedResponse, RecoverBody, SignInBody } from '@app/shared/accounts/accounts.schemas';
import { API_ERROR_CODES } from '@app/shared/api/api-error.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Database } from '../../db/client.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { recordReauthentication, sessionReauthenticatedAt } from '../users/sessions.service.ts';
import { countPasskeysOfUser } from './passkeys.repository.ts';
import { provePasskey, proveRecoveryCode, startAssertion } from './possession.ts';
import type { RelyingParty } from './webauthn.ts';

/**
 * "Sudo mode" (issue 35): a stolen token alone must not become a permanent way in. Adding a
 * passkey to an account that has one, new recovery codes, removing a passkey and deleting a saved
 * account need this session to have proved possession of one of the account's passkeys or recovery
 * codes in the last 10 minutes: a sign-in (the session it starts counts) or a re-authentication
 * here. An account with no passkey has nothing to confirm with and is not asked.
 */

export const reauthenticationRequired = (message: string = ACCOUNT_MESSAGES.reauthenticationRequired) =>
  new AppError(403, API_ERROR_CODES.reauthenticationRequired, message);

/** Until when a session re-authenticated at `at` may make sensitive changes; null once that passed. */
export function reauthenticatedUntil(at: Date | null, now = new Date()): Date | null {
  if (!at) return null;
  const until = new Date(at.getTime() + REAUTHENTICATION_WINDOW_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/** 403 `reauthentication_required` unless the session proved possession in the last 10 minutes. */
export async function requireFreshSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  if (!reauthenticatedUntil(await sessionReauthenticatedAt(db, sessionId), now)) throw reauthenticationRequired();
}

/** The guard of the sensitive actions: only a saved account (one passkey or more) is asked. */
export async function requireRecentSignIn(db: Database, userId: string, sessionId: string, now = new Date()) {
  if ((await countPasskeysOfUser(db, userId)) === 0) return;
  await requireFreshSession(db, sessionId, now);
}

/** GET /api/account's `reauthenticatedUntil`: null for an account with nothing to confirm with. */
export async function sessionReauthenticatedUntil(
  db: Database,
  sessionId: string | null,
  isSaved: boolean,
): Promise<string | null> {
  if (!isSaved || !sessionId) return null;
  return reauthenticatedUntil(await sessionReauthenticatedAt(db, sessionId))?.toISOString() ?? null;
}

/** POST /api/account/reauthenticate/options: an assertion of one of this account's own passkeys. */
export function startReauthentication(db: Database, rp: RelyingParty, visitor: User) {
  return startAssertion(db, rp, visitor.id);
}

const failed = () => reauthenticationRequired(ACCOUNT_MESSAGES.reauthenticationFailed);

/** The session proved possession now; a session that ended meanwhile is a bad token (401). */
async function markFresh(db: Database, userId: string, sessionId: string): Promise<ReauthenticatedResponse> {
  const now = new Date();
  if (!(await recordReauthentication(db, userId, sessionId, now))) throw unauthorized();
  const until = new Date(now.getTime() + REAUTHENTICATION_WINDOW_MS);
  return { success: true, reauthenticatedUntil: until.toISOString() };
}

/**
 * POST /api/account/reauthenticate: the same checks as a passkey sign-in, and the passkey must be
 * this account's. Any failure is one 403 sentence, never a 401: the token itself is fine.
 */
export function reauthenticateWithPasskey(
  db: Database,
  rp: RelyingParty,
  visitor: User,
  sessionId: string,
  body: SignInBody,
): Promise<ReauthenticatedResponse> {
  const response = body.response as unknown as AuthenticationResponseJSON;
  return provePasskey(db, rp, response, { accountId: visitor.id, failed }, (tx) =>
    markFresh(tx, visitor.id, sessionId),
  );
}

/** POST /api/account/reauthenticate/recovery-code: one of this account's codes, spent like a sign-in's. */
export function reauthenticateWithCode(
  db: Database,
  visitor: User,
  sessionId: string,
  body: RecoverBody,
): Promise<ReauthenticatedResponse> {
  return proveRecoveryCode(db, body.code, { accountId: visitor.id, failed }, (tx) =>
    markFresh(tx, visitor.id, sessionId),
  );
}
