import { ListConversationsResponseSchema } from '@app/shared/messages/conversations.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hasVisitorToken } from '../../../lib/visitor-token';
import { messagesKeys } from './messages-keys';

const PAGE_SIZE = 20;
const NONE = { success: true as const, conversations: [], nextCursor: null };

/** GET /api/messages/conversations: the visitor's conversations, newest activity first. Without a token, none. */
export async function listConversations(q: string, cursor: string | null, signal?: AbortSignal) {
  if (!hasVisitorToken()) return NONE;
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`/messages/conversations?${query}`, { schema: ListConversationsResponseSchema, signal });
}

export function conversationsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: messagesKeys.conversationSearch(q),
    queryFn: ({ pageParam, signal }) => listConversations(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useConversations(q: string) {
  return useInfiniteQuery(conversationsQueryOptions(q));
}
