import { applicantCountLabel } from '@app/shared/jobs/job-page-action';
import type { Job } from '@app/shared/jobs/jobs.schemas';
import { Users } from 'lucide-react';
import { useId } from 'react';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { useJobStanding } from '../../api/get-job-standing';
import { JobAction } from './job-action';
import { JobFacts } from './job-facts';

/** Beside the post: the viewer's one action, how many have applied (never who), and the short facts. */
export function JobStandingPanel({ job }: { job: Job }) {
  const standing = useJobStanding(job.id);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="sr-only">
        At a glance
      </h2>
      {standing.isPending && <LoadingState label="Loading your options" />}
      {standing.isError && (
        <ErrorBanner
          message={`What you can do here could not be loaded. ${describeError(standing.error, 'Please try again.')}`}
          onRetry={() => void standing.refetch()}
          retryLabel="Try Again"
        />
      )}
      {standing.data && (
        <>
          <JobAction job={job} standing={standing.data} />
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <Users className="size-4 text-slate-400" aria-hidden />
            {applicantCountLabel(standing.data.applicantCount)}
          </p>
        </>
      )}
      <hr className="border-slate-100" />
      <JobFacts job={job} />
    </section>
  );
}
