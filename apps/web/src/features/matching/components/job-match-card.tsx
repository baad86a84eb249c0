import type { JobMatch } from '@app/shared/matching/matching.schemas';
import { jobPath } from '@app/shared/navigation/marketplace-paths';
import { Clock, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { MatchReasons } from './match-reasons';
import { MatchScore } from './match-score';
import { MissingList } from './missing-list';

/** A job suggested to the visitor: what it is, how well it fits and why, and what their profile lacks. */
export function JobMatchCard({ match }: { match: JobMatch }) {
  const { job } = match;
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
          {job.category}
        </span>
        <MatchScore score={match.score} />
      </div>
      <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        <Link to={jobPath(job.id)} className="text-brand-700 hover:underline">
          {job.title}
        </Link>
      </h3>
      <p className="line-clamp-2 text-sm break-words text-slate-700">{job.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="flex items-center gap-1.5">
          <Wallet className="size-4 text-slate-400" aria-hidden />
          <span className="sr-only">Budget: </span>
          {job.budget}
        </span>
        <span className="flex items-center gap-1.5">
          <Clock className="size-4 text-slate-400" aria-hidden />
          <span className="sr-only">Timeline: </span>
          {job.timeline}
        </span>
      </p>
      <MatchReasons reasons={match.reasons} label="Why it matches you" />
      <MissingList missing={match.missing} />
    </article>
  );
}
