import { type Question, QuestionResponseSchema } from '@app/shared/community/community.schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { communityKeys } from './community-keys';
import { findListedQuestion } from './question-cache';

/** GET /api/questions/:id */
export async function getQuestion(id: string, signal?: AbortSignal): Promise<Question> {
  const response = await apiRequest(`/questions/${encodeURIComponent(id)}`, { schema: QuestionResponseSchema, signal });
  return response.question;
}

export function questionQueryOptions(id: string) {
  return queryOptions({
    queryKey: communityKeys.detail(id),
    queryFn: ({ signal }) => getQuestion(id, signal),
  });
}

/** One question; shown at once from the list's copy while the fresh one loads. */
export function useQuestion(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...questionQueryOptions(id), placeholderData: () => findListedQuestion(queryClient, id) });
}
