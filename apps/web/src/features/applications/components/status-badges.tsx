import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@app/shared/applications/applications.constants';
import { JOB_STATUS_LABELS, type Job } from '@app/shared/jobs/jobs.schemas';
import { cn } from '../../../components/ui/cn';

const BADGE = 'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

const APPLICATION_TONES: Record<ApplicationStatus, string> = {
  submitted: 'bg-blue-100 text-blue-800',
  shortlisted: 'bg-amber-100 text-amber-900',
  hired: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-red-50 text-red-800',
  withdrawn: 'bg-slate-100 text-slate-700',
};

const JOB_TONES: Record<Job['status'], string> = {
  draft: 'bg-slate-100 text-slate-700',
  published: 'bg-emerald-100 text-emerald-800',
  closed: 'bg-slate-100 text-slate-700',
  filled: 'bg-brand-50 text-brand-700',
};

/** Where an application stands, in words and colour; the words alone carry the meaning. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span data-status={status} className={cn(BADGE, APPLICATION_TONES[status])}>
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}

export function JobStatusBadge({ status }: { status: Job['status'] }) {
  return (
    <span data-status={status} className={cn(BADGE, JOB_TONES[status])}>
      {JOB_STATUS_LABELS[status]}
    </span>
  );
}

/** A count of unread messages, named for screen readers. */
export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
      {count}
      <span className="sr-only"> unread {count === 1 ? 'message' : 'messages'}</span>
    </span>
  );
}
