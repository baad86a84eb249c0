import { type ListReviewsResponse, ListReviewsResponseSchema } from '@app/shared/contracts/reviews.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { developersKeys } from './developers-keys';

/** Few at a time: the reviews sit at the end of the profile dialog, under everything else. */
export const DEVELOPER_REVIEWS_PAGE_SIZE = 5;

/** GET /api/developers/:id/reviews: one page of the developer's revealed client reviews, newest first. */
export function getDeveloperReviews(
  id: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListReviewsResponse> {
  const search = new URLSearchParams({ limit: String(DEVELOPER_REVIEWS_PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return apiRequest(`/developers/${encodeURIComponent(id)}/reviews?${search}`, {
    schema: ListReviewsResponseSchema,
    signal,
  });
}

export function developerReviewsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: developersKeys.reviews(id),
    queryFn: ({ pageParam, signal }) => getDeveloperReviews(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    retry: 1,
  });
}

/** The reviews, page by page ("Show more" follows nextCursor); nothing is fetched while disabled. */
export function useDeveloperReviews(id: string, isEnabled: boolean) {
  return useInfiniteQuery({ ...developerReviewsQueryOptions(id), enabled: isEnabled });
}
