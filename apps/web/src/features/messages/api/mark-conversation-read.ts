import type { ConversationRef } from '@app/shared/messages/conversation-paths';
import { MarkConversationReadResponseSchema } from '@app/shared/messages/messages.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationApiPath, messagesKeys } from './messages-keys';

/** POST /api/applications/:id/read (or /api/conversations/:id/read): everything so far is read by the viewer. */
export function markConversationRead(conversation: ConversationRef) {
  return apiRequest(`${conversationApiPath(conversation)}/read`, {
    method: 'POST',
    schema: MarkConversationReadResponseSchema,
  });
}

/** The unread counts that follow (per conversation and in total) come back with the answer. */
export function useMarkConversationRead(conversation: ConversationRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(conversation),
    onSuccess: (counts) => {
      queryClient.setQueryData(messagesKeys.unread(), counts);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}
