import { DEFAULT_PAGE_SIZE } from '@app/shared/api/pagination.schemas';
import { type ListQuestionsResponse, ListQuestionsResponseSchema } from '@app/shared/community/community.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { communityKeys, type QuestionListParams } from './community-keys';

/** GET /api/questions: one page of the list. */
export function getQuestions(
  params: QuestionListParams & { cursor?: string | null },
  signal?: AbortSignal,
): Promise<ListQuestionsResponse> {
  const search = new URLSearchParams({ sort: params.sort, limit: String(DEFAULT_PAGE_SIZE) });
  if (params.tag) search.append('tag', params.tag);
  if (params.q) search.set('q', params.q);
  if (params.cursor) search.set('cursor', params.cursor);
  return apiRequest(`/questions?${search}`, { schema: ListQuestionsResponseSchema, signal });
}

export function questionsQueryOptions(params: QuestionListParams) {
  return infiniteQueryOptions({
    queryKey: communityKeys.list(params),
    queryFn: ({ pageParam, signal }) => getQuestions({ ...params, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The question list, page by page ("Load more" follows nextCursor). */
export function useQuestions(params: QuestionListParams) {
  return useInfiniteQuery(questionsQueryOptions(params));
}
