import { SubmissionResponseSchema, type SubmitBountyBody } from '@app/shared/bounties/bounties.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { bountyKeys } from './bounties-keys';
import { applyBountyChange } from './bounty-cache';

/** POST /api/bounties/:id/submissions: a Pending submission; the bounty moves to In Progress (part-2 §4). */
export function submitBounty(id: string, body: SubmitBountyBody, idempotencyKey: string) {
  return apiRequest(`/bounties/${encodeURIComponent(id)}/submissions`, {
    method: 'POST',
    body,
    schema: SubmissionResponseSchema,
    idempotencyKey,
  });
}

export function useSubmitBounty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: { id: string; body: SubmitBountyBody; idempotencyKey: string }) =>
      submitBounty(id, body, idempotencyKey),
    onSuccess: async ({ bounty }) => {
      await Promise.all([
        applyBountyChange(queryClient, bounty),
        queryClient.invalidateQueries({ queryKey: bountyKeys.submissions() }),
      ]);
    },
    onError: (error) => {
      // Refused by the server: the bounty's state changed under us, so refresh the lists.
      if (error instanceof ApiRequestError) void queryClient.invalidateQueries({ queryKey: bountyKeys.lists() });
    },
  });
}
