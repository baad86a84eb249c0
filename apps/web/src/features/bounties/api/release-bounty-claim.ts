import { BountyResponseSchema } from '@app/shared/bounties/bounties.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, newIdempotencyKey } from '../../../lib/api-client';
import { bountyKeys } from './bounties-keys';
import { applyBountyChange } from './bounty-cache';

/** DELETE /api/bounties/:id/claim: gives up the caller's own claim. */
export function releaseBountyClaim(id: string) {
  return apiRequest(`/bounties/${encodeURIComponent(id)}/claim`, {
    method: 'DELETE',
    schema: BountyResponseSchema,
    idempotencyKey: newIdempotencyKey(),
  });
}

export function useReleaseBountyClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => releaseBountyClaim(id),
    onSuccess: ({ bounty }) => applyBountyChange(queryClient, bounty),
    onError: () => queryClient.invalidateQueries({ queryKey: bountyKeys.lists() }),
  });
}
