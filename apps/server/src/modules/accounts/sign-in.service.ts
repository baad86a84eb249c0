import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import type { SignInBody } from '@app/shared/accounts/accounts.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { startAccountSession } from '../users/sessions.service.ts';
import { findLiveUser } from '../users/users.service.ts';
import { findPasskeyByCredentialId } from './passkeys.repository.ts';
import { provePasskey, startAssertion } from './possession.ts';
import type { RelyingParty } from './webauthn.ts';

/** POST /api/account/sign-in/options: no credential list, the passkey itself says whose it is. */
export function startSignIn(db: Database, rp: RelyingParty) {
  return startAssertion(db, rp, null);
}

/**
 * POST /api/account/sign-in: a passkey signs its account in with a new session (30 idle days).
 * Whatever fails (unknown challenge or one already used or expired, unknown credential, wrong
 * origin or RP id, no user verification, a bad signature, a counter that went backwards, a deleted
 * account) the answer is the same 401 sentence: it never tells whether an account exists.
 */
export function signInWithPasskey(
  db: Database,
  rp: RelyingParty,
  body: SignInBody,
  deviceLabel: string,
): Promise<{ token: string; user: User }> {
  const failed = () => unauthorized(ACCOUNT_MESSAGES.signInFailed);
  const response = body.response as unknown as AuthenticationResponseJSON;
  return provePasskey(db, rp, response, { accountId: null, failed }, (tx, userId) =>
    startSessionOf(tx, userId, deviceLabel, failed),
  );
}

/** A new session of a live account (a deleted one cannot sign in: the caller's sentence). */
export async function startSessionOf(db: Database, userId: string, deviceLabel: string, failed: () => Error) {
  const user = await findLiveUser(db, userId);
  if (!user) throw failed();
  const { token } = await startAccountSession(db, user.id, deviceLabel);
  return { token, user };
}

/**
 * The per-account bucket of the sign-in rate limit: the passkey's user when the credential is
 * known, else the credential id. Either way a limited caller learns nothing about existence.
 */
export async function signInAccountKey(db: Database, credentialId: string): Promise<string> {
  const passkey = await findPasskeyByCredentialId(db, credentialId);
  return passkey ? `user:${passkey.userId}` : `credential:${credentialId}`;
}
