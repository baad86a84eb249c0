import { ArrowLeft, MessageSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BackToHomeButton } from '../../../components/ui/back-to-home-button';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PageHeader } from '../../../components/ui/page-header';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { useViewerId } from '../../../lib/viewer-id';
import { useConversations } from '../api/list-conversations';
import { BlockMemberButton } from '../components/block-member-button';
import { ConversationHeading } from '../components/conversation-heading';
import { otherPartyName } from '../components/conversation-list-item';
import { ConversationThread } from '../components/conversation-thread';
import { InboxList } from '../components/inbox-list';
import { useInboxParams } from '../hooks/use-inbox-params';

/**
 * /messages (issue 34 §1): every conversation I take part in, newest activity first, searchable by
 * name or job, and the open one beside the list on a wide screen (one after the other on a phone).
 * Direct conversations (issue 41 §5) sit beside application threads, labelled "Direct message"; in
 * any thread, the other person can be blocked and unblocked, and their name leads to their page.
 * Live: a new message refreshes the list and the open thread (app/live-query-keys.ts).
 */
export function Component() {
  const params = useInboxParams();
  const query = useConversations(params.search);
  const viewer = useViewerId();
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];
  const open = conversations.find((item) => item.id === params.openId);
  const detailRef = useRef<HTMLDivElement>(null);
  const previousId = useRef(params.openId);

  // Opening another conversation moves the focus to it (on a phone the list has just gone).
  useEffect(() => {
    if (params.openId && params.openId !== previousId.current) detailRef.current?.focus();
    previousId.current = params.openId;
  }, [params.openId]);

  const name = open ? otherPartyName(open) : 'the other party';
  return (
    <div className={cn(PAGE_WIDTH.wide, 'py-8')}>
      <BackToHomeButton />
      <PageHeader
        icon="💬"
        title="Messages"
        description="Every conversation you take part in: with the applicants to your jobs, the owners of the jobs you applied to, and the people you wrote to directly."
      />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,34rem)]">
        <div className={cn('min-w-0', params.openId && 'hidden lg:block')}>
          <InboxList
            query={query}
            conversations={conversations}
            search={params.search}
            onSearch={params.setSearch}
            openId={params.openId}
            viewerId={viewer.data ?? null}
            onOpen={params.open}
          />
        </div>
        <div className={cn('min-w-0 flex-col gap-3 lg:sticky lg:top-20', params.openId ? 'flex' : 'hidden lg:flex')}>
          {params.opened ? (
            <>
              <Button variant="ghost" size="sm" className="self-start lg:hidden" onClick={params.close}>
                <ArrowLeft className="size-4" aria-hidden />
                All conversations
              </Button>
              <div ref={detailRef} tabIndex={-1} className="flex min-w-0 flex-col gap-3 outline-none">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <ConversationHeading conversation={open} />
                  {open?.otherParty && (
                    <BlockMemberButton
                      memberId={open.otherParty.id}
                      memberName={open.otherParty.name}
                      isBlocked={open.isBlocked}
                    />
                  )}
                </div>
                {open?.isBlocked && (
                  <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
                    You blocked {name}: they cannot send you messages, invite you to jobs or apply to yours.
                  </p>
                )}
                {viewer.data && (open || query.isFetched) ? (
                  <ConversationThread
                    key={params.openId}
                    conversation={params.opened}
                    viewerId={viewer.data}
                    otherPartyName={name}
                    canWrite={open?.canWrite ?? true}
                  />
                ) : (
                  <LoadingState label="Loading the conversation" />
                )}
              </div>
            </>
          ) : (
            <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-sm text-slate-600">
              <MessageSquare className="size-8 text-slate-400" aria-hidden />
              <p>Choose a conversation to read it here.</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
