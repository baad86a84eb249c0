import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import { ArrowLeft, MessageSquare } from 'lucide-react';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import type { OpenApplication } from '../hooks/use-open-application';

interface ConversationLayoutProps {
  /** The application whose conversation is open, if any (useOpenApplication). */
  open: OpenApplication;
  /** "All applicants", "All applications": the way back to the list on a phone. */
  backLabel: string;
  emptyHint: string;
  /** The list of applications (and whatever goes with it). */
  list: ReactNode;
  /** "Conversation with Ada Lovelace": the open conversation's heading. */
  title(application: ApplicationDetail): string;
  /** The open application's card, above its conversation on a phone (where the list is hidden). */
  card(application: ApplicationDetail): ReactNode;
  /** The conversation itself (features/messages: the page composes it); a fresh one for each application. */
  conversation(application: ApplicationDetail): ReactNode;
}

/**
 * The list with the open conversation beside it on a wide screen; on a phone the conversation
 * takes the whole width, with a way back to the list. CSS decides which shows, so nothing jumps.
 */
export function ConversationLayout({
  open,
  backLabel,
  emptyHint,
  list,
  title,
  card,
  conversation,
}: ConversationLayoutProps) {
  const { openId, application } = open;
  const detailRef = useRef<HTMLDivElement>(null);
  const previousId = useRef(openId);

  // Opening another conversation moves the focus to it (on a phone the list has just gone).
  useEffect(() => {
    if (openId && openId !== previousId.current) detailRef.current?.focus({ preventScroll: false });
    previousId.current = openId;
  }, [openId]);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,34rem)]">
      <div className={cn('flex min-w-0 flex-col gap-4', openId && 'hidden lg:flex')}>{list}</div>
      <div className={cn('min-w-0 flex-col gap-3 lg:sticky lg:top-20', openId ? 'flex' : 'hidden lg:flex')}>
        {openId ? (
          <>
            <Button variant="ghost" size="sm" className="self-start lg:hidden" onClick={open.close}>
              <ArrowLeft className="size-4" aria-hidden />
              {backLabel}
            </Button>
            <div ref={detailRef} tabIndex={-1} className="flex min-w-0 flex-col gap-3 outline-none">
              <h2 className="text-lg font-semibold break-words text-slate-900">
                {application ? title(application) : 'Conversation'}
              </h2>
              {application ? (
                <>
                  <div className="lg:hidden">{card(application)}</div>
                  <Fragment key={application.id}>{conversation(application)}</Fragment>
                </>
              ) : open.query.isError ? (
                <ErrorBanner message={describeError(open.query.error, 'This conversation could not be loaded.')} />
              ) : (
                <LoadingState label="Loading the conversation" />
              )}
            </div>
          </>
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-sm text-slate-600">
            <MessageSquare className="size-8 text-slate-400" aria-hidden />
            <p>{emptyHint}</p>
          </div>
        )}
      </div>
    </div>
  );
}
