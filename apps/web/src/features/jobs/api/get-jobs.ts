import { type ListJobsResponse, ListJobsResponseSchema } from '@app/shared/jobs/jobs.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { JOBS_PATH, jobsKeys } from './jobs-keys';

export const JOBS_PAGE_SIZE = 12;

/** GET /api/jobs: one page of published jobs, newest first. */
export function getJobs(cursor: string | null, signal?: AbortSignal): Promise<ListJobsResponse> {
  const search = new URLSearchParams({ limit: String(JOBS_PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return apiRequest(`${JOBS_PATH}?${search}`, { schema: ListJobsResponseSchema, signal });
}

export function jobsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: jobsKeys.lists(),
    queryFn: ({ pageParam, signal }) => getJobs(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Published jobs, page by page ("Load more" follows nextCursor). */
export function usePublishedJobs() {
  return useInfiniteQuery(jobsQueryOptions());
}
