import { ListQuestionsResponseSchema } from '@app/shared/community/community.schemas';
import { GetMeResponseSchema } from '@app/shared/users/users.schemas';
import { apiRequest } from '../../../lib/api-client';

/** `{questionId}`: the newest question without an answer, or null when every question has one. */
export async function getNewestUnansweredQuestionId(): Promise<string | null> {
  const response = await apiRequest('/questions?sort=unanswered&limit=1', {
    schema: ListQuestionsResponseSchema,
    auth: 'optional',
  });
  return response.questions[0]?.id ?? null;
}

/** `{userId}`: the visitor's own id (GET /users/me; makes the visitor session if there is none). */
export async function getMyUserId(): Promise<string> {
  const response = await apiRequest('/users/me', { schema: GetMeResponseSchema, auth: 'required' });
  return response.user.id;
}
