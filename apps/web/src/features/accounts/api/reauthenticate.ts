import { CeremonyOptionsResponseSchema, ReauthenticatedResponseSchema } from '@app/shared/accounts/accounts.schemas';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_AUTH } from './account-keys';

/** POST /api/account/reauthenticate/options: a challenge for this account's own passkeys only. */
export async function getReauthenticationOptions() {
  const { options } = await apiRequest('/account/reauthenticate/options', {
    method: 'POST',
    schema: CeremonyOptionsResponseSchema,
    auth: ACCOUNT_AUTH,
  });
  return options as unknown as PublicKeyCredentialRequestOptionsJSON;
}

/**
 * "Confirm it's you" with a passkey (issue 35): the browser's prompt, then POST
 * /api/account/reauthenticate. This session may then make sensitive changes for 10 minutes; a
 * failed proof is a 403 with the server's sentence (never a 401: the token is fine).
 */
export async function reauthenticateWithPasskey() {
  const optionsJSON = await getReauthenticationOptions();
  const response = await startAuthentication({ optionsJSON });
  return apiRequest('/account/reauthenticate', {
    method: 'POST',
    body: { response },
    schema: ReauthenticatedResponseSchema,
    auth: ACCOUNT_AUTH,
  });
}

/** POST /api/account/reauthenticate/recovery-code: the same with one of this account's codes (it is spent). */
export function reauthenticateWithCode(code: string) {
  return apiRequest('/account/reauthenticate/recovery-code', {
    method: 'POST',
    body: { code },
    schema: ReauthenticatedResponseSchema,
    auth: ACCOUNT_AUTH,
  });
}

export function useReauthenticateWithPasskey() {
  return useMutation({ mutationFn: reauthenticateWithPasskey });
}

export function useReauthenticateWithCode() {
  return useMutation({ mutationFn: reauthenticateWithCode });
}
