import { CeremonyOptionsResponseSchema, SignInResponseSchema } from '@app/shared/accounts/accounts.schemas';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/account/sign-in/options: a challenge for any saved passkey (discoverable credentials). */
export async function getSignInOptions() {
  const { options } = await apiRequest('/account/sign-in/options', {
    method: 'POST',
    schema: CeremonyOptionsResponseSchema,
    // Signing in needs no visitor, and the one this browser holds has nothing to do with it.
    auth: 'none',
  });
  return options as unknown as PublicKeyCredentialRequestOptionsJSON;
}

/**
 * Signs in with a passkey (issue 21 §2): the browser lists the passkeys it holds for this site,
 * the person picks one, and POST /api/account/sign-in answers with a new session of that account.
 */
export async function signInWithPasskey() {
  const optionsJSON = await getSignInOptions();
  const response = await startAuthentication({ optionsJSON });
  return apiRequest('/account/sign-in', {
    method: 'POST',
    body: { response },
    schema: SignInResponseSchema,
    auth: 'none',
  });
}

export function useSignInWithPasskey() {
  return useMutation({ mutationFn: signInWithPasskey });
}
