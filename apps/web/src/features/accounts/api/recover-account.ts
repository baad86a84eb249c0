import { SignInResponseSchema } from '@app/shared/accounts/accounts.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/account/recover: one recovery code (spent) for a new session of its account. */
export function recoverAccount(code: string) {
  return apiRequest('/account/recover', {
    method: 'POST',
    body: { code },
    schema: SignInResponseSchema,
    auth: 'none',
  });
}

export function useRecoverAccount() {
  return useMutation({ mutationFn: recoverAccount });
}
