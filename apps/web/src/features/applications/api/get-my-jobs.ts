import { type ListMyJobsResponse, ListMyJobsResponseSchema } from '@app/shared/applications/applications.schemas';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageSearch, readOwnList } from '../../../lib/own-list';
import { visitorTokenTag } from '../../../lib/visitor-token';
import { applicationsKeys } from './applications-keys';

export const MY_JOBS_PAGE_SIZE = 20;
/** The jobs offered in "Invite to apply": an owner with more open jobs than this is not expected. */
const INVITE_CHOICES = 100;

/** GET /api/jobs/mine: one page of the jobs I published, newest first, with their application counts. */
export function getMyJobs(cursor: string | null, limit = MY_JOBS_PAGE_SIZE, signal?: AbortSignal) {
  return readOwnList<ListMyJobsResponse>({ success: true, jobs: [], nextCursor: null }, () =>
    apiRequest(`/jobs/mine?${pageSearch(limit, cursor)}`, { schema: ListMyJobsResponseSchema, signal }),
  );
}

export function myJobsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.myJobs(),
    queryFn: ({ pageParam, signal }) => getMyJobs(pageParam, MY_JOBS_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Personal and changed from elsewhere (an application sent from the wizard, another tab): fresh on every visit.
    staleTime: 0,
  });
}

/** My jobs, page by page ("Load more" follows nextCursor). */
export function useMyJobs() {
  return useInfiniteQuery(myJobsQueryOptions());
}

/**
 * My jobs still taking applications, the ones I can invite a developer to. Keyed by the token so a
 * visitor created on this page (by a first write) is asked again.
 */
export function useMyOpenJobs() {
  return useQuery({
    queryKey: [...applicationsKeys.myJobsAll, 'open', visitorTokenTag()],
    queryFn: async ({ signal }) => {
      const { jobs } = await getMyJobs(null, INVITE_CHOICES, signal);
      return jobs.filter((job) => job.status === 'published');
    },
  });
}
