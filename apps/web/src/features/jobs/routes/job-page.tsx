import { useParams } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useJob } from '../api/get-job';
import { BackToJobs } from '../components/job-page/back-to-jobs';
import { JobMissing } from '../components/job-page/job-missing';
import { JobPost } from '../components/job-page/job-post';

/** No such job (deleted, someone's draft) or not even a job id: 404 or 400. */
const isMissing = (error: unknown) => error instanceof ApiRequestError && [400, 404].includes(error.status);

/**
 * /jobs/:jobId (issue 33 §5): one job's whole post, when it was published, how many have applied,
 * and the viewer's one action. Linked from the Published Jobs cards, invitations, the invitation's
 * notification and the pipeline's details of the job's deal.
 */
export function Component() {
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  return (
    <div className={cn(PAGE_WIDTH.reading, 'flex flex-col gap-4 py-8')}>
      <BackToJobs />
      {job.isPending && <LoadingState label="Loading the job" />}
      {job.isError &&
        !job.data &&
        (isMissing(job.error) ? (
          <JobMissing />
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Job</h1>
            <ErrorBanner
              message={`The job could not be loaded. ${describeError(job.error, 'Please try again.')}`}
              onRetry={() => void job.refetch()}
              retryLabel="Try Again"
            />
          </>
        ))}
      {job.data && <JobPost job={job.data} />}
    </div>
  );
}
