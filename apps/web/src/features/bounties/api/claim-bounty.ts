import { BountyResponseSchema } from '@app/shared/bounties/bounties.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, newIdempotencyKey } from '../../../lib/api-client';
import { bountyKeys } from './bounties-keys';
import { applyBountyChange } from './bounty-cache';

/** POST /api/bounties/:id/claim: Open and unclaimed only; 409 with the reason otherwise. */
export function claimBounty(id: string) {
  return apiRequest(`/bounties/${encodeURIComponent(id)}/claim`, {
    method: 'POST',
    schema: BountyResponseSchema,
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useClaimBounty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => claimBounty(id),
    onSuccess: ({ bounty }) => applyBountyChange(queryClient, bounty),
    // A refusal means the list is out of date (someone claimed it first): show the real state.
    onError: () => queryClient.invalidateQueries({ queryKey: bountyKeys.lists() }),
  });
}
