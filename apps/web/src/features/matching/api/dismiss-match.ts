import { type DeveloperMatch, DismissMatchResponseSchema } from '@app/shared/matching/matching.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { matchingKeys } from './matching-keys';

/** POST /api/jobs/:id/matches/:developerId/dismiss: "Not a fit", this developer is not suggested for this job again. */
export async function dismissMatch(jobId: string, developerId: string) {
  return apiRequest(`/jobs/${encodeURIComponent(jobId)}/matches/${encodeURIComponent(developerId)}/dismiss`, {
    method: 'POST',
    schema: DismissMatchResponseSchema,
  });
}

/** Dismisses, then drops the developer from the cached suggestions: the next one moves up at once. */
export function useDismissMatch(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (developerId: string) => dismissMatch(jobId, developerId),
    onSuccess: (_response, developerId) => {
      queryClient.setQueryData<DeveloperMatch[]>(matchingKeys.forJob(jobId), (matches) =>
        matches?.filter((match) => match.developer.id !== developerId),
      );
    },
  });
}
