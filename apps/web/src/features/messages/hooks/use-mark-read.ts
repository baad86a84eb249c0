import type { ConversationRef } from '@app/shared/messages/conversation-paths';
import type { Message } from '@app/shared/messages/messages.schemas';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getLiveEvents } from '../../../lib/live-events';
import { useMarkConversationRead } from '../api/mark-conversation-read';

const subscribeToVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const isPageVisible = () => document.visibilityState === 'visible';

/**
 * Marks the conversation read when it is opened and again whenever a message from the other party
 * arrives while it is open (issue 20 §7), but not while the tab is hidden: nobody has read it yet.
 */
export function useMarkRead(conversation: ConversationRef, viewerId: string, messages: Message[], isLoaded: boolean) {
  const markRead = useMarkConversationRead(conversation);
  const isVisible = useSyncExternalStore(subscribeToVisibility, isPageVisible, () => false);
  const newest = messages.at(-1);
  const newestId = newest?.id ?? null;
  const isFromOther = newest !== undefined && newest.author.id !== viewerId;
  /** The newest message already covered: undefined until the first mark. */
  const marked = useRef<string | null | undefined>(undefined);
  const { mutate } = markRead;

  useEffect(() => {
    if (!isLoaded || !isVisible || marked.current === newestId) return;
    const isFirst = marked.current === undefined;
    marked.current = newestId;
    if (!isFirst && !isFromOther) return;
    // The server may also mark this conversation's notifications read: the bell follows.
    mutate(undefined, { onSuccess: () => void getLiveEvents().refreshUnreadCount() });
  }, [isLoaded, isVisible, newestId, isFromOther, mutate]);
}
