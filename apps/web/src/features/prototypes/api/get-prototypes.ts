import { DEFAULT_PAGE_SIZE } from '@app/shared/api/pagination.schemas';
import { type ListPrototypesResponse, ListPrototypesResponseSchema } from '@app/shared/prototypes/prototypes.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PrototypeListParams, prototypeKeys } from './prototypes-keys';

/** GET /api/prototypes: one page of the gallery. */
export function getPrototypes(
  params: PrototypeListParams & { cursor?: string | null },
  signal?: AbortSignal,
): Promise<ListPrototypesResponse> {
  const search = new URLSearchParams({ sort: params.sort, limit: String(DEFAULT_PAGE_SIZE) });
  if (params.category) search.set('category', params.category);
  if (params.technology) search.set('technology', params.technology);
  if (params.q) search.set('q', params.q);
  if (params.cursor) search.set('cursor', params.cursor);
  return apiRequest(`/prototypes?${search}`, { schema: ListPrototypesResponseSchema, signal });
}

export function prototypesQueryOptions(params: PrototypeListParams) {
  return infiniteQueryOptions({
    queryKey: prototypeKeys.list(params),
    queryFn: ({ pageParam, signal }) => getPrototypes({ ...params, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The gallery, page by page ("Load more" follows nextCursor). */
export function usePrototypes(params: PrototypeListParams) {
  return useInfiniteQuery(prototypesQueryOptions(params));
}
