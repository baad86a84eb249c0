import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_AUTH, accountKeys } from './account-keys';

/** DELETE /api/account/sessions/:id: sign out one of my other sessions (its token stops working). */
export async function revokeSession(id: string) {
  await apiRequest(`/account/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: DeletedResponseSchema,
    auth: ACCOUNT_AUTH,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
