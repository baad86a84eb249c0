/** Query keys of the messages area, in one place so live events can refresh an open conversation. */
export const messagesKeys = {
  all: ['messages'] as const,
  thread: (applicationId: string) => ['messages', 'thread', applicationId] as const,
  unread: () => ['messages', 'unread'] as const,
  /** Every search of the inbox (issue 34 §1): a new message or a read refreshes them all. */
  conversations: () => ['messages', 'conversations'] as const,
  conversationSearch: (q: string) => ['messages', 'conversations', q] as const,
};

/** The API path of a conversation; the outbox keys its waiting messages by it too. */
export const messagesPath = (applicationId: string) => `/applications/${encodeURIComponent(applicationId)}/messages`;
