import { type ProjectDraftBody, ProjectDraftResponseSchema } from '@app/shared/assistant/assistant.schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/assistant/project-draft: what the server understood from a free answer (issue 23).
 * No visitor token: nothing is stored. Called from the assistant's reply step rather than through
 * a mutation hook, so a reload mid-reply asks again and leaving the page cancels it.
 */
export function requestProjectDraft(body: ProjectDraftBody, signal?: AbortSignal) {
  return apiRequest('/assistant/project-draft', {
    method: 'POST',
    body,
    schema: ProjectDraftResponseSchema,
    auth: 'none',
    signal,
  });
}
