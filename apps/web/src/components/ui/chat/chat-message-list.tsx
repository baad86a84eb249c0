import { useEffect, useRef } from 'react';
import type { ChatMessage } from './chat-message';
import { ChatMessageItem } from './chat-message-item';
import { TypingIndicator } from './typing-indicator';

/** The conversation, announced politely as it grows and scrolled to the newest message. */
export function ChatMessageList({ messages, isTyping }: { messages: ChatMessage[]; isTyping: boolean }) {
  const scroller = useRef<HTMLDivElement>(null);
  const count = messages.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever a message or the typing indicator appears
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count, isTyping]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keys
      tabIndex={0}
      className="h-[min(28rem,60vh)] overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <ChatMessageItem key={message.id} message={message} />
        ))}
      </ol>
      {isTyping && (
        <div className="mt-3">
          <TypingIndicator />
        </div>
      )}
    </div>
  );
}
