import type { ConversationRef } from '@app/shared/messages/conversation-paths';
import { type CreateMessageBody, CreateMessageBodySchema } from '@app/shared/messages/messages.schemas';
import { useMemo } from 'react';
import { useOutboxEntries } from '../../../lib/use-outbox-entries';
import { messagesPath } from '../api/messages-keys';

export interface PendingMessage {
  id: string;
  createdAt: string;
  body: CreateMessageBody['body'];
}

/** Messages of this conversation still waiting in the outbox, shown as "Waiting to send" (DESIGN.md §6). */
export function usePendingMessages(conversation: ConversationRef): PendingMessage[] {
  const entries = useOutboxEntries();
  const path = messagesPath(conversation);
  return useMemo(
    () =>
      entries
        .filter((entry) => entry.method === 'POST' && entry.path === path)
        .flatMap((entry) => {
          const parsed = CreateMessageBodySchema.safeParse(entry.body);
          return parsed.success ? [{ id: entry.id, createdAt: entry.createdAt, body: parsed.data.body }] : [];
        }),
    [entries, path],
  );
}
