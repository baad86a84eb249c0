import { type CreateReviewBody, ReviewResponseSchema } from '@app/shared/contracts/reviews.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendContractWrite } from './contract-write';
import { contractApiPath, contractsKeys } from './contracts-keys';

/** POST /api/contracts/:id/reviews { rating, text } → 201 { review }: my one review of the other party. */
export async function createReview(contractId: string, body: CreateReviewBody) {
  const response = await sendContractWrite(`${contractApiPath(contractId)}/reviews`, {
    body,
    schema: ReviewResponseSchema,
  });
  return response.review;
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, body }: { contractId: string; body: CreateReviewBody }) =>
      createReview(contractId, body),
    // The contract's reviews block says whether theirs shows now: read it again.
    onSettled: (_review, _error, { contractId }) =>
      queryClient.invalidateQueries({ queryKey: contractsKeys.detail(contractId) }),
  });
}
