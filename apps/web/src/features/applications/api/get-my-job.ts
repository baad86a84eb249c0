import { JobResponseSchema } from '@app/shared/jobs/jobs.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationsKeys } from './applications-keys';

/** GET /api/jobs/:id: the job whose applicants are shown (its title and whether it is open, closed or filled). */
export async function getMyJob(jobId: string, signal?: AbortSignal) {
  const response = await apiRequest(`/jobs/${encodeURIComponent(jobId)}`, { schema: JobResponseSchema, signal });
  return response.job;
}

export function useMyJob(jobId: string) {
  return useQuery({
    queryKey: applicationsKeys.myJob(jobId),
    queryFn: ({ signal }) => getMyJob(jobId, signal),
  });
}
