import { ContractsToSettleErrorSchema, type ContractToSettle } from '@app/shared/accounts/account-deletion.schemas';
import { DeletedResponseSchema } from '@app/shared/community/community.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { useSwitchVisitor } from '../hooks/use-switch-visitor';
import { ACCOUNT_AUTH } from './account-keys';

/**
 * POST /api/account/delete: my content stays, signed "Deleted member"; my sessions, passkeys and
 * recovery codes go. A wallet that still holds tokens is refused (409) unless `forfeitTokens`; a
 * contract that still holds money is refused (409 `contracts_to_settle`) whatever is sent.
 */
export async function deleteAccount(forfeitTokens: boolean) {
  await apiRequest('/account/delete', {
    method: 'POST',
    body: { confirm: 'DELETE', forfeitTokens },
    schema: DeletedResponseSchema,
    auth: ACCOUNT_AUTH,
  });
}

/** The contracts a 409 `contracts_to_settle` lists (issue 40 §4), or null for any other failure. */
export function contractsToSettleOf(error: unknown): ContractToSettle[] | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = ContractsToSettleErrorSchema.safeParse(error.details);
  return parsed.success ? parsed.data.contracts : null;
}

/** Deletes, then forgets the token here: this browser is a new visitor from now on. */
export function useDeleteAccount() {
  const switchVisitor = useSwitchVisitor();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => switchVisitor(null) });
}
