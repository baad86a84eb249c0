import { type ListReviewsResponse, ListReviewsResponseSchema } from '@app/shared/contracts/reviews.schemas';
import { MEMBER_REVIEWS_SHOWN } from '@app/shared/members/members.constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { membersKeys } from './members-keys';

/** GET /api/members/:id/reviews: the page of a member's revealed reviews after `cursor`, newest first. */
export function getMemberReviews(id: string, cursor: string, signal?: AbortSignal): Promise<ListReviewsResponse> {
  const search = new URLSearchParams({ limit: String(MEMBER_REVIEWS_SHOWN), cursor });
  return apiRequest(`/members/${encodeURIComponent(id)}/reviews?${search}`, {
    schema: ListReviewsResponseSchema,
    signal,
  });
}

/**
 * The pages after the ones the member page came with: they start at the page's `reviewsNextCursor`
 * (part of the key, so a page read afresh starts afresh) and nothing is fetched until asked.
 */
export function memberMoreReviewsQueryOptions(id: string, startCursor: string) {
  return infiniteQueryOptions({
    queryKey: membersKeys.moreReviews(id, startCursor),
    queryFn: ({ pageParam, signal }) => getMemberReviews(id, pageParam, signal),
    initialPageParam: startCursor,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    retry: 1,
  });
}

export function useMemberMoreReviews(id: string, startCursor: string | null, isEnabled: boolean) {
  return useInfiniteQuery({
    ...memberMoreReviewsQueryOptions(id, startCursor ?? ''),
    enabled: isEnabled && startCursor !== null,
  });
}
