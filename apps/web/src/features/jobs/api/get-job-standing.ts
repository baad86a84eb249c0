import { JobStandingResponseSchema } from '@app/shared/jobs/jobs.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { visitorTokenTag } from '../../../lib/visitor-token';
import { jobApiPath, jobsKeys } from './jobs-keys';

/** GET /api/jobs/:id/standing: how many applied, and whether the viewer owns the job or applied to it. */
export async function getJobStanding(id: string, signal?: AbortSignal) {
  const response = await apiRequest(`${jobApiPath(id)}/standing`, { schema: JobStandingResponseSchema, signal });
  return response.standing;
}

export function useJobStanding(id: string) {
  return useQuery({
    queryKey: jobsKeys.standing(id, visitorTokenTag()),
    queryFn: ({ signal }) => getJobStanding(id, signal),
    // Never kept after the page closes: back from the application wizard, the page must not offer
    // the cached "Apply" for a moment before it says "Applied".
    gcTime: 0,
  });
}
