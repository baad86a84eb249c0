import { AccountResponseSchema } from '@app/shared/accounts/accounts.schemas';
import { useQuery } from '@tanstack/react-query';
import { setAccountBadge } from '../../../lib/account-badge-store';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_AUTH, accountKeys } from './account-keys';

/**
 * GET /api/account: who I am, what I own, my passkeys and sessions. Asking never creates a
 * visitor: a page without one shows the sign-in choices instead.
 */
export async function getAccount(signal?: AbortSignal) {
  const { account } = await apiRequest('/account', { schema: AccountResponseSchema, auth: ACCOUNT_AUTH, signal });
  // The header follows the account as the server knows it now: a new name, saved or not (issue 41 §4).
  setAccountBadge(account.user, account.isSaved);
  return account;
}

/** The account of the visitor this browser holds (`tokenTag`), or nothing to ask without one. */
export function useAccount(tokenTag: string | null) {
  return useQuery({
    queryKey: accountKeys.account(tokenTag),
    queryFn: ({ signal }) => getAccount(signal),
    enabled: tokenTag !== null,
    // Personal and changed from other devices (a session signed out elsewhere): fresh on every visit.
    staleTime: 0,
  });
}
