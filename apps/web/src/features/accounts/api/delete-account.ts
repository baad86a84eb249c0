import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSwitchVisitor } from '../hooks/use-switch-visitor';
import { ACCOUNT_AUTH } from './account-keys';

/**
 * POST /api/account/delete: my content stays, signed "Deleted member"; my sessions, passkeys and
 * recovery codes go. A wallet that still holds tokens is refused (409) unless `forfeitTokens`.
 */
export async function deleteAccount(forfeitTokens: boolean) {
  await apiRequest('/account/delete', {
    method: 'POST',
    body: { confirm: 'DELETE', forfeitTokens },
    schema: DeletedResponseSchema,
    auth: ACCOUNT_AUTH,
  });
}

/** Deletes, then forgets the token here: this browser is a new visitor from now on. */
export function useDeleteAccount() {
  const switchVisitor = useSwitchVisitor();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => switchVisitor(null) });
}
