import {
  type ListApplicationDetailsResponse,
  ListApplicationDetailsResponseSchema,
} from '@app/shared/applications/applications.schemas';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageSearch } from '../../../lib/own-list';
import { type ApplicationFilter, applicationsKeys } from './applications-keys';

export const APPLICANTS_PAGE_SIZE = 20;

/** GET /api/jobs/:id/applications: one page of a job's applications (its owner's view), newest first. */
export function getJobApplications(
  jobId: string,
  filter: ApplicationFilter,
  cursor: string | null,
  limit = APPLICANTS_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ListApplicationDetailsResponse> {
  const search = pageSearch(limit, cursor, filter === 'all' ? {} : { status: filter });
  return apiRequest(`/jobs/${encodeURIComponent(jobId)}/applications?${search}`, {
    schema: ListApplicationDetailsResponseSchema,
    signal,
  });
}

export function jobApplicationsQueryOptions(jobId: string, filter: ApplicationFilter) {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.jobList(jobId, filter),
    queryFn: ({ pageParam, signal }) => getJobApplications(jobId, filter, pageParam, APPLICANTS_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** A job's applicants with the status filter, page by page ("Load more"). */
export function useJobApplications(jobId: string, filter: ApplicationFilter) {
  return useInfiniteQuery(jobApplicationsQueryOptions(jobId, filter));
}

/**
 * Whether any application of the job still awaits a decision, whatever page or filter is on
 * screen: asked only once someone is hired, to offer "Decline the others".
 */
export function useHasUndecidedApplications(jobId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: applicationsKeys.jobUndecided(jobId),
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        (['submitted', 'shortlisted'] as const).map((status) => getJobApplications(jobId, status, null, 1, signal)),
      );
      return pages.some((page) => page.applications.length > 0);
    },
    enabled: isEnabled,
  });
}
