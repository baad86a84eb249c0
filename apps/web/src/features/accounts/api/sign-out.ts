import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { useSwitchVisitor } from '../hooks/use-switch-visitor';
import { ACCOUNT_AUTH } from './account-keys';

/** POST /api/account/sign-out: this session ends on the server; its token stops working. */
export async function signOut() {
  await apiRequest('/account/sign-out', { method: 'POST', schema: DeletedResponseSchema, auth: ACCOUNT_AUTH });
}

/**
 * Signs out, then forgets the token here: the next write makes a fresh anonymous visitor. A token
 * the server no longer takes (401: signed out from another device, expired) is forgotten too.
 */
export function useSignOut() {
  const switchVisitor = useSwitchVisitor();
  return useMutation({
    mutationFn: async () => {
      try {
        await signOut();
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
      }
    },
    onSuccess: () => switchVisitor(null),
  });
}
