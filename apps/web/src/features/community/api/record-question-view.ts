import { ViewResponseSchema } from '@app/shared/community/community.schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/questions/:id/view: counts one view (the server counts a visitor, or an IP, once a
 * day). No token is needed, so merely reading a question never creates a visitor account.
 */
export async function recordQuestionView(questionId: string) {
  return apiRequest(`/questions/${encodeURIComponent(questionId)}/view`, {
    method: 'POST',
    schema: ViewResponseSchema,
    auth: 'optional',
  });
}
