import { type ProfileDraftBody, ProfileDraftResponseSchema } from '@app/shared/assistant/assistant.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/assistant/profile-draft: what the server understood from a pasted CV (issue 23), or
 * from one answer to the assistant's question (issue 33, with `slots`). No token: nothing is stored.
 */
export function requestProfileDraft(body: ProfileDraftBody, signal?: AbortSignal) {
  return apiRequest('/assistant/profile-draft', {
    method: 'POST',
    body,
    schema: ProfileDraftResponseSchema,
    auth: 'none',
    signal,
  });
}

export function useProfileDraft() {
  return useMutation({ mutationFn: (body: ProfileDraftBody) => requestProfileDraft(body) });
}
