import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import type { SignInBody } from '@app/shared/accounts/accounts.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { startAccountSession } from '../users/sessions.service.ts';
import { findLiveUser } from '../users/users.service.ts';
import { takeChallenge } from './challenges.repository.ts';
import { findPasskeyByCredentialId, recordPasskeyUse } from './passkeys.repository.ts';
import { storeChallenge } from './passkeys.service.ts';
import { challengeOf, type RelyingParty, signInOptions, userHandleOf, verifySignIn } from './webauthn.ts';

/** POST /api/account/sign-in/options: no credential list, the passkey itself says whose it is. */
export async function startSignIn(db: Database, rp: RelyingParty) {
  const options = await signInOptions(rp);
  await storeChallenge(db, options.challenge, 'authentication', null);
  return options;
}

/**
 * POST /api/account/sign-in: a passkey signs its account in with a new session (30 idle days).
 * Whatever fails (unknown challenge or one already used or expired, unknown credential, wrong
 * origin or RP id, no user verification, a bad signature, a counter that went backwards, a deleted
 * account) the answer is the same 401 sentence: it never tells whether an account exists.
 */
export async function signInWithPasskey(
  db: Database,
  rp: RelyingParty,
  body: SignInBody,
  deviceLabel: string,
): Promise<{ token: string; user: User }> {
  const failed = () => unauthorized(ACCOUNT_MESSAGES.signInFailed);
  const response = body.response as unknown as AuthenticationResponseJSON;
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge) throw failed();
  // Used up first, in its own statement: a failed attempt cannot be retried with the same challenge.
  const issued = await takeChallenge(db, challenge, 'authentication', null);
  if (!issued || issued.expiresAt.getTime() <= Date.now()) throw failed();

  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey) throw failed();
  if (response.response.userHandle && response.response.userHandle !== userHandleOf(passkey.userId)) throw failed();
  const verified = await verifySignIn(rp, response, challenge, passkey);
  if (!verified) throw failed();

  return inTransaction(db, async (tx) => {
    const recorded = await recordPasskeyUse(tx, passkey.id, passkey.counter, {
      counter: verified.newCounter,
      backedUp: verified.backedUp,
      lastUsedAt: new Date(),
    });
    const user = recorded ? await findLiveUser(tx, passkey.userId) : null;
    if (!user) throw failed();
    const { token } = await startAccountSession(tx, user.id, deviceLabel);
    return { token, user };
  });
}

/**
 * The per-account bucket of the sign-in rate limit: the passkey's user when the credential is
 * known, else the credential id. Either way a limited caller learns nothing about existence.
 */
export async function signInAccountKey(db: Database, credentialId: string): Promise<string> {
  const passkey = await findPasskeyByCredentialId(db, credentialId);
  return passkey ? `user:${passkey.userId}` : `credential:${credentialId}`;
}
