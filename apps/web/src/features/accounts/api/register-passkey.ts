import { CeremonyOptionsResponseSchema, VerifyRegistrationResponseSchema } from '@app/shared/accounts/accounts.schemas';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_AUTH, accountKeys } from './account-keys';

/** POST /api/account/passkeys/registration/options: the WebAuthn creation options for this visitor. */
export async function getRegistrationOptions() {
  const { options } = await apiRequest('/account/passkeys/registration/options', {
    method: 'POST',
    schema: CeremonyOptionsResponseSchema,
    auth: ACCOUNT_AUTH,
  });
  // The server made them with @simplewebauthn/server; the browser library checks what it needs.
  return options as unknown as PublicKeyCredentialCreationOptionsJSON;
}

/**
 * Saves a passkey (issue 21 §1): the options, the browser's prompt (the person confirms with their
 * fingerprint, face or screen lock), then POST /api/account/passkeys/registration. The first
 * passkey comes with the recovery codes, shown once.
 */
export async function savePasskey(name?: string) {
  const optionsJSON = await getRegistrationOptions();
  const response = await startRegistration({ optionsJSON });
  return apiRequest('/account/passkeys/registration', {
    method: 'POST',
    body: { response, name },
    schema: VerifyRegistrationResponseSchema,
    auth: ACCOUNT_AUTH,
  });
}

export function useSavePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name?: string) => savePasskey(name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
