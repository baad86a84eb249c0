import type { ConversationRef } from '@app/shared/messages/conversation-paths';
import { type CreateMessageBody, type Message, MessageResponseSchema } from '@app/shared/messages/messages.schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '../../../lib/outbox';
import type { MessagesData } from './get-messages';
import { messagesKeys, messagesPath } from './messages-keys';

/**
 * POST /api/applications/:id/messages (or /api/conversations/:id/messages, issue 41 §5) with an
 * Idempotency-Key; kept in the outbox and marked "Waiting to send" when the server cannot be
 * reached, sent once it is back (issue 20 §7).
 */
export function createMessage(conversation: ConversationRef, body: CreateMessageBody, idempotencyKey: string) {
  return sendOrQueue({
    method: 'POST',
    path: messagesPath(conversation),
    body,
    label: 'Your message',
    schema: MessageResponseSchema,
    idempotencyKey,
  });
}

/** Puts a message the server accepted at the end of the newest page, once. */
export function appendMessage(queryClient: QueryClient, conversationId: string, message: Message): void {
  queryClient.setQueryData<MessagesData>(messagesKeys.thread(conversationId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    if (data.pages.some((page) => page.messages.some((item) => item.id === message.id))) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

interface Variables {
  body: CreateMessageBody;
  idempotencyKey: string;
}

export function useCreateMessage(conversation: ConversationRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Variables) => createMessage(conversation, body, idempotencyKey),
    onSuccess: (result) => {
      if (result.status !== 'sent') return;
      appendMessage(queryClient, conversation.id, result.data.message);
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
    },
  });
}
