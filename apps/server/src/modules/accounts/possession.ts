import {
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
} from '@app/shared/accounts/accounts.constants';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Database } from '../../db/client.ts';
import { hashToken, isSameSecret } from '../../lib/tokens.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { takeChallenge } from './challenges.repository.ts';
import { storeChallenge } from './challenges.service.ts';
import { findPasskeyByCredentialId, listPasskeysOfUser, recordPasskeyUse } from './passkeys.repository.ts';
import { spendRecoveryCode } from './recovery-codes.repository.ts';
import { challengeOf, type RelyingParty, signInOptions, userHandleOf, verifySignIn } from './webauthn.ts';

/**
 * Proving possession of a passkey or a recovery code, the two ways a person shows it is them:
 * signing in (any account: the passkey or the code says whose) and re-authenticating a session
 * (issue 35: only the session's own account's passkeys and codes). Every failure throws the
 * caller's one sentence, so an answer never tells what went wrong or whether an account exists.
 */

/** Whose passkey or code may answer: `null` for a sign-in (anyone's), else the account's id. */
export interface Proof {
  accountId: string | null;
  failed: () => Error;
}

/**
 * Request options for an assertion, the challenge stored for any server process to finish: a
 * sign-in's accepts any passkey of this site, an account's only its own (and only from it).
 */
export async function startAssertion(db: Database, rp: RelyingParty, accountId: string | null) {
  const allowed = accountId === null ? undefined : await listPasskeysOfUser(db, accountId);
  const options = await signInOptions(rp, allowed);
  await storeChallenge(db, options.challenge, 'authentication', accountId);
  return options;
}

/**
 * Checks a passkey assertion (a challenge issued for this purpose, unused and fresh; a passkey of
 * the expected account; its user handle; origin, RP id, user verification, signature, counter),
 * then records the passkey's use and runs `then` in one transaction with the account's id.
 */
export async function provePasskey<T>(
  db: Database,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  proof: Proof,
  then: (tx: Database, userId: string) => Promise<T>,
): Promise<T> {
  const { accountId, failed } = proof;
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge) throw failed();
  // Used up first, in its own statement: a failed attempt cannot be retried with the same challenge.
  const issued = await takeChallenge(db, challenge, 'authentication', accountId);
  if (!issued || issued.expiresAt.getTime() <= Date.now()) throw failed();

  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (!passkey || (accountId !== null && passkey.userId !== accountId)) throw failed();
  if (response.response.userHandle && response.response.userHandle !== userHandleOf(passkey.userId)) throw failed();
  const verified = await verifySignIn(rp, response, challenge, passkey);
  if (!verified) throw failed();

  return inTransaction(db, async (tx) => {
    const recorded = await recordPasskeyUse(tx, passkey.id, passkey.counter, {
      counter: verified.newCounter,
      backedUp: verified.backedUp,
      lastUsedAt: new Date(),
    });
    if (!recorded) throw failed();
    return then(tx, passkey.userId);
  });
}

const CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/**
 * Spends a recovery code of the expected account and runs `then` in the same transaction: a
 * failure there (another account's code, a deleted account) rolls the spending back. The lookup is
 * by the code's SHA-256, so timing can reveal nothing about the code itself; the hashes are
 * compared once more in constant time before anything is trusted.
 */
export async function proveRecoveryCode<T>(
  db: Database,
  code: string,
  proof: Proof,
  then: (tx: Database, userId: string) => Promise<T>,
): Promise<T> {
  const { accountId, failed } = proof;
  const normalized = normalizeRecoveryCode(code);
  if (!CODE_PATTERN.test(normalized)) throw failed();
  const codeHash = hashToken(normalized);
  return inTransaction(db, async (tx) => {
    const spent = await spendRecoveryCode(tx, codeHash, new Date());
    if (!spent || !isSameSecret(spent.codeHash, codeHash)) throw failed();
    if (accountId !== null && spent.userId !== accountId) throw failed();
    return then(tx, spent.userId);
  });
}
