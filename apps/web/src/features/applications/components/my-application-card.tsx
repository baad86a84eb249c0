import { formatLongDate } from '@app/shared/format/format';
import { memberPath } from '@app/shared/navigation/marketplace-paths';
import { useId } from 'react';
import { Link } from 'react-router';
import { applicationJobTitle, STATUS_EXPLANATIONS } from '../application-labels';
import { ApplicationCardFrame, type ApplicationCardProps, MessagesButton } from './application-card-frame';
import { ApplicationDetails } from './application-details';
import { ContractLink } from './contract-link';
import { ApplicationStatusBadge } from './status-badges';
import { WithdrawAction } from './withdraw-action';

/** One of my applications: the job, where it stands, the owner's word on it, and what I can do. */
export function MyApplicationCard({ application, isOpen, onOpenConversation }: ApplicationCardProps) {
  const headingId = useId();
  const title = applicationJobTitle(application);
  const owner = application.job?.ownerName;
  const ownerId = application.job?.ownerId;
  return (
    <ApplicationCardFrame headingId={headingId} isOpen={isOpen}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {title}
          </h3>
          <p className="text-sm text-slate-600">
            {application.companyName}
            {application.companyName && owner && ' · '}
            {owner && ownerId && (
              // The client's page (issue 41 §2).
              <>
                Posted by{' '}
                <Link to={memberPath(ownerId)} className="font-medium text-brand-700 hover:underline">
                  {owner}
                </Link>
              </>
            )}
            {!application.companyName && !owner && 'Not a job listed on the platform'}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <p className="text-sm text-slate-700">
        {STATUS_EXPLANATIONS[application.status]}{' '}
        <span className="text-slate-500">Applied {formatLongDate(application.createdAt)}.</span>
      </p>
      {application.decisionMessage && (
        <blockquote className="rounded-lg border-l-4 border-brand-600 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-800">
          <span className="block text-xs font-semibold text-slate-600">Message from {owner ?? 'the job owner'}</span>
          {application.decisionMessage}
        </blockquote>
      )}
      <ApplicationDetails application={application} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <WithdrawAction application={application} />
        <ContractLink application={application} about={`for ${title}`} />
        {onOpenConversation && application.job && (
          <MessagesButton
            isOpen={isOpen}
            onClick={onOpenConversation}
            unreadCount={application.unreadCount}
            about={`about ${title}`}
          />
        )}
      </div>
    </ApplicationCardFrame>
  );
}
