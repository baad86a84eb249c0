import { MESSAGE_MESSAGES } from '@app/shared/messages/messages.constants';
import { Clock } from 'lucide-react';
import type { PendingMessage } from '../hooks/use-pending-messages';
import { MessageText } from './message-text';

/** A message saved on this device that the server has not received yet (DESIGN.md §6). */
export function PendingMessageItem({ message }: { message: PendingMessage }) {
  return (
    <li className="flex max-w-[85%] flex-col items-end gap-1 self-end">
      <div className="rounded-2xl rounded-br-sm border border-dashed border-brand-600 bg-white px-4 py-2 text-sm text-slate-900">
        <span className="sr-only">You wrote: </span>
        <MessageText body={message.body} />
      </div>
      <p className="flex items-center gap-1 text-xs font-medium text-amber-800">
        <Clock className="size-3" aria-hidden />
        {MESSAGE_MESSAGES.waiting}: it will be sent when the connection is back.
      </p>
    </li>
  );
}
