import type { Message } from '@app/shared/messages/messages.schemas';
import { Flag } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { MessageText } from './message-text';

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatMessageTime(iso: string): string {
  return TIME_FORMAT.format(new Date(iso));
}

interface MessageItemProps {
  message: Message;
  isMine: boolean;
  onReport?: (message: Message) => void;
}

/** One message: mine on the right, the other party's on the left with a way to report it. */
export function MessageItem({ message, isMine, onReport }: MessageItemProps) {
  const author = isMine ? 'You' : message.author.name;
  return (
    <li className={cn('flex max-w-[85%] flex-col gap-1', isMine ? 'items-end self-end' : 'items-start self-start')}>
      <div
        className={cn(
          'rounded-2xl px-4 py-2 text-sm',
          isMine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{author} wrote: </span>
        <MessageText body={message.body} />
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs whitespace-nowrap text-slate-600">
        <span aria-hidden>{author}</span>
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        {onReport && (
          <button
            type="button"
            onClick={() => onReport(message)}
            className="inline-flex items-center gap-1 rounded px-1 py-0.5 text-slate-600 hover:bg-slate-100 hover:text-red-700"
            aria-label={`Report this message from ${message.author.name}`}
          >
            <Flag className="size-3" aria-hidden />
            Report
          </button>
        )}
      </div>
    </li>
  );
}
