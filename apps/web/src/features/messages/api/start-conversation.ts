import {
  type CreateConversationBody,
  CreateConversationResponseSchema,
} from '@app/shared/messages/direct-conversations.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys } from './messages-keys';

/**
 * POST /api/conversations (issue 41 §5): the first message to a developer, or the next one when the
 * two already have a conversation. Not queued in the outbox: the page goes to the thread it
 * answers, so a failure keeps the text in the box with the reason instead.
 */
export function startConversation(body: CreateConversationBody, idempotencyKey: string) {
  return apiRequest('/conversations', {
    method: 'POST',
    body,
    schema: CreateConversationResponseSchema,
    idempotencyKey,
  });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateConversationBody; idempotencyKey: string }) =>
      startConversation(body, idempotencyKey),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() }),
  });
}
