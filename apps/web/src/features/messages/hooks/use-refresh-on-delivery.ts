import type { ConversationRef } from '@app/shared/messages/conversation-paths';
import { MessageResponseSchema } from '@app/shared/messages/messages.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onOutboxEvent } from '../../../lib/outbox';
import { appendMessage } from '../api/create-message';
import { messagesKeys, messagesPath } from '../api/messages-keys';

/** When a message that waited in the outbox lands, the thread shows the server's copy in its place. */
export function useRefreshOnDelivery({ kind, id }: ConversationRef): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const path = messagesPath({ kind, id });
    return onOutboxEvent((event) => {
      if (event.entry.path !== path) return;
      const delivered = event.type === 'delivered' ? MessageResponseSchema.safeParse(event.response) : null;
      if (delivered?.success) appendMessage(queryClient, id, delivered.data.message);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.thread(id) });
    });
  }, [kind, id, queryClient]);
}
