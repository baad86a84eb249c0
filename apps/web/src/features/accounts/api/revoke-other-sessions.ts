import { RevokedSessionsResponseSchema } from '@app/shared/accounts/accounts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_AUTH, accountKeys } from './account-keys';

/** POST /api/account/sessions/revoke-others: sign out everywhere but here; answers how many ended. */
export async function revokeOtherSessions() {
  const { revoked } = await apiRequest('/account/sessions/revoke-others', {
    method: 'POST',
    schema: RevokedSessionsResponseSchema,
    auth: ACCOUNT_AUTH,
  });
  return revoked;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
