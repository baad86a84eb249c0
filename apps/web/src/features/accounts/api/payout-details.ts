import { type PayoutDetailsBody, PayoutDetailsResponseSchema } from '@app/shared/payments/payout-details.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNT_AUTH } from './account-keys';

/**
 * Per visitor, outside accountKeys.all: an account change (a passkey saved) refetches the account
 * alone, and the card that saved it still sees its own answer before the page changes under it.
 */
const payoutKey = (tokenTag: string | null) => ['payout-details', tokenTag] as const;

/** GET /api/account/payout-details: mine, the IBAN masked; null until saved (issue 42). */
export function usePayoutDetails(tokenTag: string | null) {
  return useQuery({
    queryKey: payoutKey(tokenTag),
    queryFn: async ({ signal }) =>
      (await apiRequest('/account/payout-details', { schema: PayoutDetailsResponseSchema, auth: ACCOUNT_AUTH, signal }))
        .payoutDetails,
    enabled: tokenTag !== null,
  });
}

/** PUT /api/account/payout-details: where the platform pays me out. */
export function useSavePayoutDetails(tokenTag: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayoutDetailsBody) =>
      (
        await apiRequest('/account/payout-details', {
          method: 'PUT',
          body,
          schema: PayoutDetailsResponseSchema,
          auth: ACCOUNT_AUTH,
        })
      ).payoutDetails,
    onSuccess: (details) => queryClient.setQueryData(payoutKey(tokenTag), details),
  });
}
