import type { ConversationRef } from '@app/shared/messages/conversation-paths';
import { ListMessagesResponseSchema, type Message } from '@app/shared/messages/messages.schemas';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { messagesKeys, messagesPath } from './messages-keys';

export type MessagesPage = z.infer<typeof ListMessagesResponseSchema>;
export type MessagesData = InfiniteData<MessagesPage, unknown>;

const PAGE_SIZE = 30;

/**
 * GET /api/applications/:id/messages (or /api/conversations/:id/messages): the newest page first
 * (`nextCursor` is older), oldest first within a page.
 */
export function getMessages(conversation: ConversationRef, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`${messagesPath(conversation)}?${query}`, { schema: ListMessagesResponseSchema, signal });
}

export function messagesQueryOptions(conversation: ConversationRef) {
  return infiniteQueryOptions({
    queryKey: messagesKeys.thread(conversation.id),
    queryFn: ({ pageParam, signal }) => getMessages(conversation, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The whole thread loaded so far, oldest at the top: the earlier pages come after the first one. */
export function flattenThread(data: MessagesData | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

export function useMessages(conversation: ConversationRef) {
  return useInfiniteQuery(messagesQueryOptions(conversation));
}
