import { RecoveryCodesResponseSchema } from '@app/shared/accounts/accounts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_AUTH, accountKeys } from './account-keys';

/** POST /api/account/recovery-codes: ten new codes; the unused old ones stop working. */
export async function regenerateRecoveryCodes() {
  const { recoveryCodes } = await apiRequest('/account/recovery-codes', {
    method: 'POST',
    schema: RecoveryCodesResponseSchema,
    auth: ACCOUNT_AUTH,
  });
  return recoveryCodes;
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
