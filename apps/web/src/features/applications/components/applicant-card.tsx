import { formatLongDate } from '@app/shared/format/format';
import { useId } from 'react';
import { applicantName } from '../application-labels';
import { ApplicantSummary } from './applicant-summary';
import { ApplicationCardFrame, type ApplicationCardProps, MessagesButton } from './application-card-frame';
import { ApplicationDetails } from './application-details';
import { ContractLink } from './contract-link';
import { DecisionActions } from './decision-actions';
import { ApplicationStatusBadge } from './status-badges';

/** One applicant in the owner's list: who they are, what they wrote, where it stands, and the decisions. */
export function ApplicantCard({ application, isOpen, onOpenConversation }: ApplicationCardProps) {
  const headingId = useId();
  return (
    <ApplicationCardFrame headingId={headingId} isOpen={isOpen}>
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
        <ContractLink application={application} about={`with ${applicantName(application)}`} />
        {onOpenConversation && (
          <MessagesButton
            isOpen={isOpen}
            onClick={onOpenConversation}
            unreadCount={application.unreadCount}
            about={`with ${applicantName(application)}`}
          />
        )}
      </div>
    </ApplicationCardFrame>
  );
}
