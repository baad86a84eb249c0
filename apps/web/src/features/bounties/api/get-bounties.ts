import { ListBountiesResponseSchema } from '@app/shared/bounties/bounties.schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { type BountyFilters, bountyQueryString } from '../bounty-filters';
import { bountyKeys } from './bounties-keys';

export type ListBountiesResponse = z.infer<typeof ListBountiesResponseSchema>;

/** GET /api/bounties with the filters (part-2 §2, §5 Bounty search). */
export function getBounties(
  filters: BountyFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListBountiesResponse> {
  const query = bountyQueryString(filters, cursor);
  return apiRequest(`/bounties${query ? `?${query}` : ''}`, {
    schema: ListBountiesResponseSchema,
    auth: 'optional',
    signal,
  });
}

export function bountiesQueryOptions(filters: BountyFilters) {
  return infiniteQueryOptions({
    queryKey: bountyKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getBounties(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The bounties matching the filters, page by page ('Load more'). */
export function useBounties(filters: BountyFilters) {
  return useInfiniteQuery(bountiesQueryOptions(filters));
}
