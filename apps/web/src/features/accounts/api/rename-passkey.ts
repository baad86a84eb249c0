import { PasskeyResponseSchema } from '@app/shared/accounts/accounts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_AUTH, accountKeys } from './account-keys';

/** PATCH /api/account/passkeys/:id { name }: rename one of my passkeys. */
export async function renamePasskey(id: string, name: string) {
  const { passkey } = await apiRequest(`/account/passkeys/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
    schema: PasskeyResponseSchema,
    auth: ACCOUNT_AUTH,
  });
  return passkey;
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renamePasskey(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
