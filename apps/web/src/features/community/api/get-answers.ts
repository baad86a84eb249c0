import { type Answer, ListAnswersResponseSchema } from '@app/shared/community/community.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { communityKeys } from './community-keys';

/** GET /api/questions/:id/answers (accepted first, then by votes, then oldest). */
export async function getAnswers(questionId: string, signal?: AbortSignal): Promise<Answer[]> {
  const response = await apiRequest(`/questions/${encodeURIComponent(questionId)}/answers`, {
    schema: ListAnswersResponseSchema,
    signal,
  });
  return response.answers;
}

export function answersQueryOptions(questionId: string) {
  return queryOptions({
    queryKey: communityKeys.answers(questionId),
    queryFn: ({ signal }) => getAnswers(questionId, signal),
  });
}

export function useAnswers(questionId: string) {
  return useQuery(answersQueryOptions(questionId));
}
