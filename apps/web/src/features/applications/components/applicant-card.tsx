import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { applicantName } from '../application-labels';
import { ApplicantSummary } from './applicant-summary';
import { ApplicationDetails } from './application-details';
import { DecisionActions } from './decision-actions';
import { ApplicationStatusBadge, UnreadBadge } from './status-badges';

interface ApplicantCardProps {
  application: ApplicationDetail;
  isOpen: boolean;
  /** Opens this applicant's conversation; absent where the card is shown beside it. */
  onOpenConversation?: () => void;
}

/** One applicant in the owner's list: who they are, what they wrote, where it stands, and the decisions. */
export function ApplicantCard({ application, isOpen, onOpenConversation }: ApplicantCardProps) {
  const headingId = useId();
  const name = applicantName(application);
  return (
    <article
      aria-labelledby={headingId}
      aria-current={isOpen || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
        isOpen ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <ApplicantSummary application={application} headingId={headingId} />
        <ApplicationStatusBadge status={application.status} />
      </div>
      {application.coverLetter.trim() && (
        <p className="line-clamp-3 text-sm break-words text-slate-700">{application.coverLetter}</p>
      )}
      <p className="text-xs text-slate-500">Applied {formatLongDate(application.createdAt)}</p>
      <ApplicationDetails application={application} />
      {application.decisionMessage && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-medium text-slate-900">Your message: </span>
          {application.decisionMessage}
        </p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <DecisionActions application={application} />
        {onOpenConversation && (
          <Button
            size="sm"
            variant={isOpen ? 'primary' : 'secondary'}
            aria-pressed={isOpen}
            onClick={onOpenConversation}
            className="ml-auto"
          >
            <MessageSquare className="size-4" aria-hidden />
            Messages<span className="sr-only"> with {name}</span>
            <UnreadBadge count={application.unreadCount} />
          </Button>
        )}
      </div>
    </article>
  );
}
