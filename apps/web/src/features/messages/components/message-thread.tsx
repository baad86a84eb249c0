import type { Message } from '@app/shared/messages/messages.schemas';
import { useLayoutEffect, useRef } from 'react';
import type { PendingMessage } from '../hooks/use-pending-messages';
import { MessageItem } from './message-item';
import { PendingMessageItem } from './pending-message-item';

interface MessageThreadProps {
  label: string;
  messages: Message[];
  pending: PendingMessage[];
  viewerId: string;
  onReport(message: Message): void;
  emptyText: string;
}

/**
 * The messages, oldest at the top, announced politely as new ones arrive. It scrolls to the bottom
 * when a message is added there, and keeps its place when earlier ones are loaded above.
 */
export function MessageThread({ label, messages, pending, viewerId, onReport, emptyText }: MessageThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastKey = pending.at(-1)?.id ?? messages.at(-1)?.id ?? null;
  const firstKey = messages[0]?.id ?? null;
  const previous = useRef({ lastKey: null as string | null, firstKey: null as string | null, height: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (lastKey !== before.lastKey) element.scrollTop = element.scrollHeight;
    else if (firstKey !== before.firstKey) element.scrollTop += element.scrollHeight - before.height;
    previous.current = { lastKey, firstKey, height: element.scrollHeight };
  }, [lastKey, firstKey]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keys
      tabIndex={0}
      className="max-h-[min(32rem,60vh)] min-h-40 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {messages.length === 0 && pending.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => {
            const isMine = message.author.id === viewerId;
            return (
              <MessageItem
                key={message.id}
                message={message}
                isMine={isMine}
                onReport={isMine ? undefined : onReport}
              />
            );
          })}
          {pending.map((message) => (
            <PendingMessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}
