import type { ConversationRef } from '@app/shared/messages/conversation-paths';
import type { ConversationSummary } from '@app/shared/messages/conversations.schemas';
import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { SearchBox } from '../../../components/ui/search-box';
import { describeError } from '../../../lib/api-error';
import type { useConversations } from '../api/list-conversations';
import { ConversationListItem } from './conversation-list-item';

interface InboxListProps {
  query: ReturnType<typeof useConversations>;
  conversations: ConversationSummary[];
  search: string;
  onSearch(q: string): void;
  openId: string | null;
  viewerId: string | null;
  onOpen(conversation: ConversationRef): void;
}

/** The search and the conversations, newest activity first, page by page. */
export function InboxList({ query, conversations, search, onSearch, openId, viewerId, onOpen }: InboxListProps) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <SearchBox value={search} onSearch={onSearch} label="Search conversations by name or job" />
      <PagedList
        query={query}
        loadingLabel="Loading your conversations"
        loadError={(error) => describeError(error, 'Your conversations could not be loaded.')}
        loadMoreError="More conversations could not be loaded."
        hasItems={conversations.length > 0}
        empty={
          <EmptyState
            title={search ? `No conversation matches “${search}”` : 'No conversations yet'}
            icon={<MessagesSquare className="size-10" />}
          >
            {search
              ? 'Try another name or job title.'
              : 'When you write to an applicant, a job owner or a developer, or they write to you, the conversation shows here.'}
          </EmptyState>
        }
      >
        <ul
          aria-label="Conversations"
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
        >
          {conversations.map((conversation) => (
            <ConversationListItem
              key={conversation.id}
              conversation={conversation}
              isOpen={conversation.id === openId}
              viewerId={viewerId}
              onOpen={onOpen}
            />
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
