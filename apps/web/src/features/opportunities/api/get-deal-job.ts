import { JobResponseSchema } from '@app/shared/jobs/jobs.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opportunitiesKeys } from './get-opportunities';

/** GET /api/jobs/:id: the published job a deal was opened for, to show its facts instead of its id. */
export async function getDealJob(jobId: string, signal?: AbortSignal) {
  const response = await apiRequest(`/jobs/${encodeURIComponent(jobId)}`, { schema: JobResponseSchema, signal });
  return response.job;
}

export function useDealJob(jobId: string) {
  return useQuery({
    queryKey: [...opportunitiesKeys.all, 'job', jobId] as const,
    queryFn: ({ signal }) => getDealJob(jobId, signal),
  });
}
