import { DeclineOthersResponseSchema } from '@app/shared/applications/applications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationsKeys } from './applications-keys';

/** POST /api/jobs/:id/applications/decline-others: declines every application still undecided. */
export async function declineOthers(jobId: string, message?: string) {
  const response = await apiRequest(`/jobs/${encodeURIComponent(jobId)}/applications/decline-others`, {
    method: 'POST',
    body: message ? { message } : {},
    schema: DeclineOthersResponseSchema,
  });
  return response.declined;
}

export function useDeclineOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, message }: { jobId: string; message?: string }) => declineOthers(jobId, message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationsKeys.myJobsAll }),
      ]),
  });
}
