import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_AUTH, accountKeys } from './account-keys';

/**
 * DELETE /api/account/passkeys/:id: remove one of my passkeys. The last one needs `confirm`
 * (409 without it): after it only the recovery codes can bring the account back.
 */
export async function removePasskey(id: string, confirm: boolean) {
  await apiRequest(`/account/passkeys/${encodeURIComponent(id)}${confirm ? '?confirm=true' : ''}`, {
    method: 'DELETE',
    schema: DeletedResponseSchema,
    auth: ACCOUNT_AUTH,
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: boolean }) => removePasskey(id, confirm),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
