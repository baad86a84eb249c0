import { UnreadMessagesResponseSchema } from '@app/shared/messages/messages.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readText, STORAGE_KEYS } from '../../../lib/storage';
import { messagesKeys } from './messages-keys';

/** GET /api/messages/unread: unread messages per conversation and in total. A visitor without a token has none. */
export async function getUnreadMessages(signal?: AbortSignal) {
  if (!readText(STORAGE_KEYS.visitorToken)) return { success: true as const, total: 0, conversations: [] };
  return apiRequest('/messages/unread', { schema: UnreadMessagesResponseSchema, signal });
}

export function unreadMessagesQueryOptions() {
  return queryOptions({ queryKey: messagesKeys.unread(), queryFn: ({ signal }) => getUnreadMessages(signal) });
}

export function useUnreadMessages() {
  return useQuery(unreadMessagesQueryOptions());
}
