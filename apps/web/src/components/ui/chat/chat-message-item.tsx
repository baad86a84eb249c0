import { Bot } from 'lucide-react';
import { cn } from '../cn';
import type { ChatMessage } from './chat-message';

/** One message: the assistant's on the left, yours on the right. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const isUser = message.sender === 'User';
  return (
    <li className={cn('flex items-start gap-2', isUser && 'justify-end')}>
      {!isUser && (
        <span
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
          aria-hidden
        >
          <Bot className="size-4" />
        </span>
      )}
      <p
        className={cn(
          'min-w-0 max-w-xl rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap',
          isUser ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{isUser ? 'You: ' : 'Assistant: '}</span>
        {message.text}
      </p>
    </li>
  );
}
