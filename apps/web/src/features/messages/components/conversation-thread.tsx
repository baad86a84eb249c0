import type { ConversationRef } from '@app/shared/messages/conversation-paths';
import type { Message } from '@app/shared/messages/messages.schemas';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { describeError } from '../../../lib/api-error';
import { flattenThread, useMessages } from '../api/get-messages';
import { useMarkRead } from '../hooks/use-mark-read';
import { usePendingMessages } from '../hooks/use-pending-messages';
import { useRefreshOnDelivery } from '../hooks/use-refresh-on-delivery';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

/** The report form (Radix dialog, its reasons) loads when someone reports, not with the conversation. */
const ReportMessageDialog = lazy(() =>
  import('./report-message-dialog').then((module) => ({ default: module.ReportMessageDialog })),
);

export interface ConversationThreadProps {
  /** An application's conversation, or a direct one (issue 41 §5). */
  conversation: ConversationRef;
  /** The signed-in visitor's user id: their messages are on the right and cannot be reported. */
  viewerId: string;
  otherPartyName: string;
  /** False once the conversation is read-only for this viewer (the page decides why). */
  canWrite: boolean;
}

/**
 * A conversation between two people: an application's, between the job owner and the applicant
 * (issue 20 §7), or a direct one (issue 41 §5). The thread (earlier pages on demand, live through
 * the app's live events), the messages still waiting to be sent, and the box to write the next
 * one. Opening it marks it read.
 */
export function ConversationThread({ conversation, viewerId, otherPartyName, canWrite }: ConversationThreadProps) {
  const query = useMessages(conversation);
  const messages = flattenThread(query.data);
  const pending = usePendingMessages(conversation);
  const [reported, setReported] = useState<Message | null>(null);
  useMarkRead(conversation, viewerId, messages, query.isSuccess);
  useRefreshOnDelivery(conversation);

  return (
    <section
      aria-label={`Conversation with ${otherPartyName}`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white"
    >
      {query.hasNextPage && (
        <div className="flex flex-col items-center gap-1 border-b border-slate-200 p-2">
          {query.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              The earlier messages could not be loaded. Please try again.
            </p>
          )}
          <Button
            variant="ghost"
            size="sm"
            isLoading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load earlier messages
          </Button>
        </div>
      )}
      {query.isPending ? (
        <p role="status" className="px-4 py-8 text-center text-sm text-slate-600">
          Loading messages…
        </p>
      ) : query.isError && messages.length === 0 ? (
        <div className="p-3">
          <ErrorBanner
            message={describeError(query.error, 'The messages could not be loaded.')}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : (
        <MessageThread
          label={`Messages with ${otherPartyName}`}
          messages={messages}
          pending={pending}
          viewerId={viewerId}
          onReport={setReported}
          emptyText={`No messages yet. ${canWrite ? `Write the first one to ${otherPartyName}.` : ''}`.trim()}
        />
      )}
      {canWrite ? (
        <MessageComposer conversation={conversation} recipientName={otherPartyName} />
      ) : (
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
          This conversation is closed: no new messages can be sent.
        </p>
      )}
      {reported && (
        <Suspense fallback={null}>
          <ReportMessageDialog
            messageId={reported.id}
            authorName={reported.author.name}
            onClose={() => setReported(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
