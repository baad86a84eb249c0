import { JobResponseSchema } from '@app/shared/jobs/jobs.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contractsKeys } from './contracts-keys';

/** GET /api/jobs/:id: the job a contract is for (its budget gives the proposal's currency). */
export async function getJob(jobId: string, signal?: AbortSignal) {
  const response = await apiRequest(`/jobs/${encodeURIComponent(jobId)}`, { schema: JobResponseSchema, signal });
  return response.job;
}

export function useJob(jobId: string | null) {
  return useQuery({
    queryKey: contractsKeys.job(jobId ?? ''),
    queryFn: ({ signal }) => getJob(jobId ?? '', signal),
    enabled: jobId !== null,
  });
}
