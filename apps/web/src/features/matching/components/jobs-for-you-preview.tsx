import { jobPath } from '@app/shared/navigation/marketplace-paths';
import { ArrowRight, Briefcase } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { describeError } from '../../../lib/api-error';
import { useMyJobMatches } from '../api/get-my-job-matches';
import { JOBS_FOR_YOU_PATH, previewOf, reasonSign } from '../match-labels';
import { MatchScore } from './match-score';

/**
 * A compact "Jobs for you" (issue 33 §2) for a visitor with a developer profile: the best three
 * and the way to the rest. Without a profile (the server's 404) it shows nothing at all.
 */
export function JobsForYouPreview() {
  const query = useMyJobMatches();
  const headingId = useId();
  if (query.isPending || query.data === null) return null;
  const matches = previewOf(query.data ?? []);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Briefcase className="size-5 text-brand-600" aria-hidden />
        Jobs for you
      </h2>
      {query.isError ? (
        <ErrorBanner
          message={describeError(query.error, 'Jobs for you could not be loaded. Please try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : matches.length === 0 ? (
        <p className="text-sm text-slate-700">
          No open jobs match your profile yet. New jobs are matched as they are published.
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-slate-100">
          {matches.map(({ job, score, reasons }) => {
            const topReason = reasons.find((reason) => reasonSign(reason) === 'raises');
            return (
              <li key={job.id} className="flex flex-col gap-1 py-2 first:pt-0 last:pb-0">
                <div className="flex items-start justify-between gap-3">
                  <Link to={jobPath(job.id)} className="min-w-0 font-medium break-words text-brand-700 hover:underline">
                    {job.title}
                  </Link>
                  <MatchScore score={score} />
                </div>
                {topReason && <p className="text-sm break-words text-slate-600">{topReason.text}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <Link
        to={JOBS_FOR_YOU_PATH}
        className="flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        See all jobs for you
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </section>
  );
}
