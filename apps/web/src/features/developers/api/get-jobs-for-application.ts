import { type Job, ListJobsResponseSchema } from '@app/shared/jobs/jobs.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { developersKeys } from './developers-keys';

const JOB_CHOICES = 50;

/** GET /api/jobs: the newest published jobs, offered as a starting point for an application. */
export async function getJobsForApplication(signal?: AbortSignal): Promise<Job[]> {
  const response = await apiRequest(`/jobs?limit=${JOB_CHOICES}`, { schema: ListJobsResponseSchema, signal });
  return response.jobs;
}

export function useJobsForApplication() {
  return useQuery({
    queryKey: developersKeys.jobsToApply(),
    queryFn: ({ signal }) => getJobsForApplication(signal),
  });
}
