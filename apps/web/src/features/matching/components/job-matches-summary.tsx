import { developerPagePath } from '@app/shared/navigation/marketplace-paths';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useJobMatches } from '../api/get-job-matches';
import { useHasBeenSeen } from '../hooks/use-has-been-seen';
import { matchCountLabel, previewOf, suggestedDevelopersPath } from '../match-labels';
import { MatchScore } from './match-score';

interface JobMatchesSummaryProps {
  jobId: string;
  /** Said to assistive technology after the link's words, where several jobs are on one page. */
  jobTitle?: string;
  /** Ask only once it comes near the screen (My jobs: one request per card the owner looks at). */
  isDeferred?: boolean;
  className?: string;
}

/**
 * "5 developers match this job" with the first three and a link to the rest on the applicants
 * page (issue 33 §3): on the wizard's success screen and on My jobs. No live region of its own:
 * the success screen is one already.
 */
export function JobMatchesSummary({ jobId, jobTitle, isDeferred = false, className }: JobMatchesSummaryProps) {
  const { ref, hasBeenSeen } = useHasBeenSeen<HTMLDivElement>(isDeferred);
  const query = useJobMatches(jobId, { isEnabled: hasBeenSeen });
  const matches = query.data ?? [];
  const forJob = jobTitle ? <span className="sr-only"> for {jobTitle}</span> : null;

  return (
    <div ref={ref} className={cn('flex flex-col gap-2 text-left text-sm', className)}>
      {query.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          The matching developers could not be loaded.
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Retry{forJob}
          </Button>
        </p>
      ) : !query.isSuccess ? (
        <p className="text-slate-600">Finding developers who match this job…</p>
      ) : (
        <>
          <p className="flex items-center gap-1.5 font-semibold text-slate-900">
            <Sparkles className="size-4 shrink-0 text-brand-600" aria-hidden />
            {matchCountLabel(matches.length)}
          </p>
          {matches.length > 0 && (
            <>
              <ul aria-label={`Best matches${jobTitle ? ` for ${jobTitle}` : ''}`} className="flex flex-col gap-1.5">
                {previewOf(matches).map(({ developer, score }) => (
                  <li key={developer.id} className="flex items-center justify-between gap-3">
                    <Link
                      to={developerPagePath(developer.id)}
                      className="min-w-0 font-medium break-words text-brand-700 hover:underline"
                    >
                      {developer.name}
                    </Link>
                    <MatchScore score={score} />
                  </li>
                ))}
              </ul>
              <Link
                to={suggestedDevelopersPath(jobId)}
                className="flex items-center gap-1 self-start font-medium text-brand-700 hover:underline"
              >
                See all suggested developers{forJob}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </>
          )}
        </>
      )}
    </div>
  );
}
