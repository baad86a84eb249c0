import { ViewResponseSchema } from '@app/shared/community/community.schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/questions/:qid/answers/:aid/view: one view per visitor (or IP) per day; no token needed. */
export async function recordAnswerView(questionId: string, answerId: string) {
  return apiRequest(`/questions/${encodeURIComponent(questionId)}/answers/${encodeURIComponent(answerId)}/view`, {
    method: 'POST',
    schema: ViewResponseSchema,
    auth: 'optional',
  });
}
