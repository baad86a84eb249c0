import type { Bounty } from '@app/shared/bounties/bounties.schemas';
import { formatDeadline } from '@app/shared/format/format';
import { CalendarClock, Clock, Coins, ExternalLink, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import type { BoardVariant } from '../bounty-filters';
import { BountyStatusBadge, DifficultyBadge, PlainBadge } from './bounty-badges';
import { BountyClaimActions } from './bounty-claim-actions';

/** Work is accepted on an Open bounty nobody else holds (part-2 §4; the server checks again). */
export const canSubmitWork = (bounty: Bounty): boolean => bounty.status === 'Open' && bounty.claim !== 'other';

function estimateText(bounty: Bounty): string | null {
  if (bounty.estimatedTime) return bounty.estimatedTime;
  if (bounty.estimatedHours) return `${bounty.estimatedHours} hours`;
  return null;
}

interface BountyCardProps {
  bounty: Bounty;
  variant: BoardVariant;
  onSubmitWork(bounty: Bounty): void;
}

export function BountyCard({ bounty, variant, onSubmitWork }: BountyCardProps) {
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const estimate = estimateText(bounty);
  const isFinished = bounty.status === 'Completed' || bounty.status === 'Cancelled';

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
          {bounty.title}
        </h3>
        <p className="flex shrink-0 items-center gap-1 font-semibold text-amber-700">
          <Coins className="size-4" aria-hidden />
          <span className="sr-only">Reward: </span>
          {bounty.reward} tokens
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <DifficultyBadge difficulty={bounty.difficulty} />
        <PlainBadge>
          <span className="sr-only">Category: </span>
          {bounty.category}
        </PlainBadge>
        <BountyStatusBadge status={bounty.status} />
        {bounty.claim === 'mine' && (
          <PlainBadge tone="brand">{bounty.status === 'Completed' ? 'Completed by you' : 'Claimed by you'}</PlainBadge>
        )}
        {bounty.claim === 'other' && !isFinished && <PlainBadge>Claimed</PlainBadge>}
      </div>
      <p className="text-sm break-words text-slate-600">{bounty.description}</p>
      {(estimate || variant === 'board') && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {estimate && (
            <li className="flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden />
              <span className="sr-only">Estimated time: </span>
              {estimate}
            </li>
          )}
          {variant === 'board' && (
            <li className="flex items-center gap-1.5">
              <CalendarClock className="size-4" aria-hidden />
              <span className="sr-only">Deadline: </span>
              {formatDeadline(bounty.deadline)}
            </li>
          )}
        </ul>
      )}
      {bounty.requirements.length > 0 && (
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Requirements</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {bounty.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </div>
      )}
      {bounty.skills.length > 0 && (
        <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
          {bounty.skills.map((skill) => (
            <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {skill}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {bounty.githubIssue && (
          <a
            href={bounty.githubIssue}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName('ghost', 'sm')}
            aria-label={`View Issue: ${bounty.title} (opens in a new tab)`}
          >
            <ExternalLink className="size-4" aria-hidden />
            View Issue
          </a>
        )}
        <BountyClaimActions bounty={bounty} onProblem={setProblem} />
        {canSubmitWork(bounty) && (
          <Button size="sm" onClick={() => onSubmitWork(bounty)} aria-label={`Submit Work: ${bounty.title}`}>
            <Send className="size-4" aria-hidden />
            Submit Work
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
    </article>
  );
}
