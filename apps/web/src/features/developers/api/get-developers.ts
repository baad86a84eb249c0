import { type ListDevelopersResponse, ListDevelopersResponseSchema } from '@app/shared/developers/developers.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type DirectoryParams, developersKeys, directoryFilterSearch } from './developers-keys';

export const DEVELOPERS_PAGE_SIZE = 12;

/** GET /api/developers: one page of the directory, filtered and sorted on the server. */
export function getDevelopers(
  params: DirectoryParams & { cursor?: string | null },
  signal?: AbortSignal,
): Promise<ListDevelopersResponse> {
  const search = directoryFilterSearch(params);
  search.set('sort', params.sort);
  search.set('limit', String(DEVELOPERS_PAGE_SIZE));
  if (params.cursor) search.set('cursor', params.cursor);
  return apiRequest(`/developers?${search}`, { schema: ListDevelopersResponseSchema, signal });
}

export function developersQueryOptions(params: DirectoryParams) {
  return infiniteQueryOptions({
    queryKey: developersKeys.list(params),
    queryFn: ({ pageParam, signal }) => getDevelopers({ ...params, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // One retry, then the sample developers and their banner: the page is never left blank for long.
    retry: 1,
  });
}

/** The directory, page by page ("Load more" follows nextCursor). */
export function useDevelopers(params: DirectoryParams) {
  return useInfiniteQuery(developersQueryOptions(params));
}
