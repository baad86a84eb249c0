import {
  type ListApplicationDetailsResponse,
  ListApplicationDetailsResponseSchema,
} from '@app/shared/applications/applications.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageSearch, readOwnList } from '../../../lib/own-list';
import { applicationsKeys } from './applications-keys';

export const MY_APPLICATIONS_PAGE_SIZE = 20;

/** GET /api/applications/mine: one page of the applications I sent, newest first. */
export function getMyApplications(cursor: string | null, signal?: AbortSignal) {
  return readOwnList<ListApplicationDetailsResponse>({ success: true, applications: [], nextCursor: null }, () =>
    apiRequest(`/applications/mine?${pageSearch(MY_APPLICATIONS_PAGE_SIZE, cursor)}`, {
      schema: ListApplicationDetailsResponseSchema,
      signal,
    }),
  );
}

export function myApplicationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.mine(),
    queryFn: ({ pageParam, signal }) => getMyApplications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Personal and changed from elsewhere (an application sent from the wizard, another tab): fresh on every visit.
    staleTime: 0,
  });
}

/** My applications, page by page ("Load more"). */
export function useMyApplications() {
  return useInfiniteQuery(myApplicationsQueryOptions());
}
