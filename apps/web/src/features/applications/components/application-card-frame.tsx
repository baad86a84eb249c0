import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { UnreadBadge } from './status-badges';

/** What either side's card takes (ApplicantCard, MyApplicationCard). */
export interface ApplicationCardProps {
  application: ApplicationDetail;
  isOpen: boolean;
  /** Opens the application's conversation; absent where the card is shown beside it. */
  onOpenConversation?: () => void;
}

interface ApplicationCardFrameProps {
  /** The id of the card's heading, which names it. */
  headingId: string;
  /** Whether this application's conversation is the open one: the card is marked and outlined. */
  isOpen: boolean;
  children: ReactNode;
}

/** The frame of an application's card, on either side (the owner's applicant, the applicant's application). */
export function ApplicationCardFrame({ headingId, isOpen, children }: ApplicationCardFrameProps) {
  return (
    <article
      aria-labelledby={headingId}
      aria-current={isOpen || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
        isOpen ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      {children}
    </article>
  );
}

interface MessagesButtonProps {
  isOpen: boolean;
  onClick(): void;
  unreadCount: number;
  /** "with Ada Lovelace", "about Landing page": which conversation, for screen readers. */
  about: string;
}

/** Opens the application's conversation; pressed while it is the open one. */
export function MessagesButton({ isOpen, onClick, unreadCount, about }: MessagesButtonProps) {
  return (
    <Button
      size="sm"
      variant={isOpen ? 'primary' : 'secondary'}
      aria-pressed={isOpen}
      onClick={onClick}
      className="ml-auto"
    >
      <MessageSquare className="size-4" aria-hidden />
      Messages<span className="sr-only"> {about}</span>
      <UnreadBadge count={unreadCount} />
    </Button>
  );
}
