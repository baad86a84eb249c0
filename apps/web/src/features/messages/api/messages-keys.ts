import type { ConversationRef } from '@app/shared/messages/conversation-paths';

/** Query keys of the messages area, in one place so live events can refresh an open conversation. */
export const messagesKeys = {
  all: ['messages'] as const,
  /** A conversation's thread, by its id (an application's or a direct conversation's: ids never collide). */
  thread: (conversationId: string) => ['messages', 'thread', conversationId] as const,
  unread: () => ['messages', 'unread'] as const,
  /** Every search of the inbox (issue 34 §1): a new message or a read refreshes them all. */
  conversations: () => ['messages', 'conversations'] as const,
  conversationSearch: (q: string) => ['messages', 'conversations', q] as const,
  blocks: () => ['messages', 'blocks'] as const,
};

/** The API path of a conversation of either kind (issue 41 §5: direct ones live under /conversations). */
export const conversationApiPath = ({ kind, id }: ConversationRef) =>
  `${kind === 'direct' ? '/conversations' : '/applications'}/${encodeURIComponent(id)}`;

/** The API path of a conversation's messages; the outbox keys its waiting messages by it too. */
export const messagesPath = (conversation: ConversationRef) => `${conversationApiPath(conversation)}/messages`;
