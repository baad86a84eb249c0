import { ListFeedbackResponseSchema } from '@app/shared/feedback/feedback.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

const PAGE_SIZE = 10;

/** GET /api/feedback: one page of the most recent feedback. */
export function getRecentFeedback(cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) search.set('cursor', cursor);
  return apiRequest(`/feedback?${search}`, { schema: ListFeedbackResponseSchema, signal });
}

export const recentFeedbackQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.recent(),
    queryFn: ({ pageParam, signal }) => getRecentFeedback(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** Recent feedback, page by page ("Load more" follows nextCursor). */
export function useRecentFeedback() {
  return useInfiniteQuery(recentFeedbackQueryOptions());
}
