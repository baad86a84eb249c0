import { MARKETPLACE_PATHS } from '@app/shared/navigation/marketplace-paths';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { describeError } from '../../../lib/api-error';
import { useViewerId } from '../../../lib/viewer-id';
import { useMyJob } from '../api/get-my-job';
import { DeclineOthersNotice } from './decline-others-notice';
import { JobOpenToggle } from './job-open-toggle';
import { JobStatusBadge } from './status-badges';

/** The applicants page's title block: which job, whether it is open, closed or filled, and the owner's job-wide moves. */
export function JobApplicantsHeader({ jobId }: { jobId: string }) {
  const job = useMyJob(jobId);
  const viewer = useViewerId();
  // Anyone may read a job; only its owner gets its moves (the list below says so to anyone else).
  const ownJob = job.data && viewer.data === job.data.ownerId ? job.data : null;
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={MARKETPLACE_PATHS.myJobs}
        className="mt-4 flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All my jobs
      </Link>
      <PageHeader
        icon="👥"
        title="Applicants"
        description={
          job.data ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-words text-slate-800">{job.data.title}</span>
              <JobStatusBadge status={job.data.status} />
            </span>
          ) : (
            'The developers who applied to your job.'
          )
        }
        actions={ownJob && <JobOpenToggle job={ownJob} />}
      />
      {job.isError && (
        <ErrorBanner
          message={describeError(job.error, 'This job could not be loaded.')}
          onRetry={() => void job.refetch()}
        />
      )}
      {ownJob && <DeclineOthersNotice jobId={jobId} isFilled={ownJob.status === 'filled'} />}
    </div>
  );
}
