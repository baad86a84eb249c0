import { formatRelativeAge } from '@app/shared/format/format';
import { type ConversationRef, conversationPath } from '@app/shared/messages/conversation-paths';
import type { ConversationSummary } from '@app/shared/messages/conversations.schemas';
import { DIRECT_CONVERSATION_LABEL } from '@app/shared/messages/direct-messages.constants';
import { cn } from '../../../components/ui/cn';
import { UserAvatar } from '../../../components/ui/user-avatar';

/** Who a conversation is with, whatever became of them. */
export function otherPartyName(conversation: ConversationSummary): string {
  if (conversation.otherParty) return conversation.otherParty.name;
  if (conversation.kind === 'direct') return 'A former member';
  return conversation.role === 'applicant' ? 'The job owner' : 'A former applicant';
}

/** What a conversation is about: its job, or "Direct message" when it has none (issue 41 §5). */
export function conversationSubject(conversation: ConversationSummary): string {
  return conversation.job?.title ?? DIRECT_CONVERSATION_LABEL;
}

interface ConversationListItemProps {
  conversation: ConversationSummary;
  isOpen: boolean;
  viewerId: string | null;
  onOpen(conversation: ConversationRef): void;
}

/** One conversation: the other person, the job (or "Direct message"), the last line and when; bold with a count while unread. */
export function ConversationListItem({ conversation, isOpen, viewerId, onOpen }: ConversationListItemProps) {
  const name = otherPartyName(conversation);
  const isUnread = conversation.unread > 0;
  const isMine = viewerId !== null && conversation.lastMessage.authorId === viewerId;
  return (
    <li>
      <a
        href={conversationPath(conversation)}
        aria-current={isOpen ? 'true' : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen({ kind: conversation.kind, id: conversation.id });
        }}
        className={cn(
          'flex gap-3 px-4 py-3 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          isUnread && 'bg-brand-50/60',
          isOpen && 'bg-slate-100',
        )}
      >
        <UserAvatar user={conversation.otherParty ?? { id: conversation.id, name, avatar: '' }} size="md" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-slate-900', isUnread ? 'font-semibold' : 'font-medium')}>
              {isUnread && <span className="sr-only">Unread: </span>}
              {name}
            </span>
            <time dateTime={conversation.lastMessage.createdAt} className="shrink-0 text-xs text-slate-600">
              {formatRelativeAge(conversation.lastMessage.createdAt)}
            </time>
          </span>
          <span className="truncate text-xs text-slate-600">{conversationSubject(conversation)}</span>
          <span className="flex items-center justify-between gap-2">
            <span className={cn('truncate', isUnread ? 'text-slate-900' : 'text-slate-700')}>
              {isMine && 'You: '}
              {conversation.lastMessage.preview}
            </span>
            {isUnread && (
              <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                {conversation.unread}
                <span className="sr-only">{conversation.unread === 1 ? ' unread message' : ' unread messages'}</span>
              </span>
            )}
          </span>
        </span>
      </a>
    </li>
  );
}
