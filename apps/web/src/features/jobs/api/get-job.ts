import { JobResponseSchema } from '@app/shared/jobs/jobs.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobApiPath, jobsKeys } from './jobs-keys';

/** GET /api/jobs/:id: the whole post, the same for everyone (404 for an unknown, deleted or someone's draft). */
export async function getJob(id: string, signal?: AbortSignal) {
  const response = await apiRequest(jobApiPath(id), { schema: JobResponseSchema, signal });
  return response.job;
}

export function jobQueryOptions(id: string) {
  // A 404 is an answer (no such job): the client's retry rule never repeats a 4xx.
  return queryOptions({ queryKey: jobsKeys.detail(id), queryFn: ({ signal }) => getJob(id, signal) });
}

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
