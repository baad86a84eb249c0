import { MarkConversationReadResponseSchema } from '@app/shared/messages/messages.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

/** POST /api/applications/:id/read: everything in the conversation so far is read by the viewer. */
export function markConversationRead(applicationId: string) {
  return apiRequest(`/applications/${encodeURIComponent(applicationId)}/read`, {
    method: 'POST',
    schema: MarkConversationReadResponseSchema,
  });
}

/** The unread counts that follow (per conversation and in total) come back with the answer. */
export function useMarkConversationRead(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(applicationId),
    onSuccess: (counts) => {
      queryClient.setQueryData(messagesKeys.unread(), counts);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}
