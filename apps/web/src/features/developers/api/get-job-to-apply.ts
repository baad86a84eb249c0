import { JobResponseSchema } from '@app/shared/jobs/jobs.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { developersKeys } from './developers-keys';

/** GET /api/jobs/:id: the job an invitation asks the developer to apply to. */
export async function getJobToApply(jobId: string, signal?: AbortSignal) {
  const response = await apiRequest(`/jobs/${encodeURIComponent(jobId)}`, { schema: JobResponseSchema, signal });
  return response.job;
}

export function useJobToApply(jobId: string) {
  return useQuery({
    queryKey: [...developersKeys.jobsToApply(), jobId],
    queryFn: ({ signal }) => getJobToApply(jobId, signal),
    retry: false,
  });
}
