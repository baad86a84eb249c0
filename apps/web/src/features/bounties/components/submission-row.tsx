import { type SubmissionStatus, submissionStatusLabel } from '@app/shared/bounties/bounties.constants';
import type { Submission } from '@app/shared/bounties/bounties.schemas';
import { Coins, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';

const LABEL_TONES: Record<ReturnType<typeof submissionStatusLabel>, string> = {
  'Under Review': 'bg-amber-50 text-amber-800 ring-amber-600/30',
  Approved: 'bg-green-50 text-green-800 ring-green-600/30',
  Rejected: 'bg-red-50 text-red-800 ring-red-600/30',
};

// Built on first use, not when the page imports this module (DESIGN.md §8).
let dateFormatter: Intl.DateTimeFormat | undefined;
function dateFormat(): Intl.DateTimeFormat {
  dateFormatter ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
  return dateFormatter;
}

function StatusLabel({ status }: { status: SubmissionStatus }) {
  const label = submissionStatusLabel(status);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        LABEL_TONES[label],
      )}
    >
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}

export function SubmissionRow({ submission }: { submission: Submission }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
          {submission.bountyTitle}
        </h3>
        <StatusLabel status={submission.status} />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-1.5 font-medium text-amber-700">
          <Coins className="size-4" aria-hidden />
          <span className="sr-only">Reward: </span>
          {submission.reward} tokens
        </li>
        <li>
          Submitted{' '}
          <time dateTime={submission.submittedAt}>{dateFormat().format(new Date(submission.submittedAt))}</time>
        </li>
      </ul>
      {submission.description && <p className="text-sm break-words text-slate-600">{submission.description}</p>}
      {submission.status === 'Rejected' && submission.reviewerNotes && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-medium">Reviewer notes: </span>
          {submission.reviewerNotes}
        </p>
      )}
      <a
        href={submission.submissionUrl}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="flex min-w-0 items-center gap-1.5 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ExternalLink className="size-4 shrink-0" aria-hidden />
        <span className="truncate">View submission</span>
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </article>
  );
}
