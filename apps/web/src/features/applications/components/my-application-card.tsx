import type { ApplicationDetail } from '@app/shared/applications/applications.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { applicationJobTitle, STATUS_EXPLANATIONS } from '../application-labels';
import { ApplicationDetails } from './application-details';
import { ApplicationStatusBadge, UnreadBadge } from './status-badges';
import { WithdrawAction } from './withdraw-action';

interface MyApplicationCardProps {
  application: ApplicationDetail;
  isOpen: boolean;
  /** Opens the conversation with the job's owner; absent where the card is shown beside it. */
  onOpenConversation?: () => void;
}

/** One of my applications: the job, where it stands, the owner's word on it, and what I can do. */
export function MyApplicationCard({ application, isOpen, onOpenConversation }: MyApplicationCardProps) {
  const headingId = useId();
  const title = applicationJobTitle(application);
  const owner = application.job?.ownerName;
  return (
    <article
      aria-labelledby={headingId}
      aria-current={isOpen || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm sm:p-5',
        isOpen ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words text-slate-900">
            {title}
          </h3>
          <p className="text-sm text-slate-600">
            {[application.companyName, owner && `Posted by ${owner}`].filter(Boolean).join(' · ') ||
              'Not a job listed on the platform'}
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
        {onOpenConversation && application.job && (
          <Button
            size="sm"
            variant={isOpen ? 'primary' : 'secondary'}
            aria-pressed={isOpen}
            onClick={onOpenConversation}
            className="ml-auto"
          >
            <MessageSquare className="size-4" aria-hidden />
            Messages<span className="sr-only"> about {title}</span>
            <UnreadBadge count={application.unreadCount} />
          </Button>
        )}
      </div>
    </article>
  );
}
