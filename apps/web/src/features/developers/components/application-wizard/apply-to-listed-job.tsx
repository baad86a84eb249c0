import { jobPath } from '@app/shared/navigation/marketplace-paths';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { useJobToApply } from '../../api/get-job-to-apply';
import { draftForJob, readApplicationDraft } from '../../drafts/application-draft';
import { ApplicationWizard } from './application-wizard';

/**
 * `/developer-chat?apply=<jobId>` (an invitation's "Apply", issue 20 §5, and the job page's, issue
 * 33 §5): the Job Application Wizard at once, filled with that job, without the assistant's
 * questions. The job's title leads back to its page.
 */
export function ApplyToListedJob({ jobId, onLeave }: { jobId: string; onLeave(): void }) {
  const job = useJobToApply(jobId);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {job.data ? (
            <>
              You are applying to{' '}
              <Link
                to={jobPath(job.data.id)}
                className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {job.data.title}
              </Link>
              .
            </>
          ) : (
            'You are applying to a job listed on the platform.'
          )}
        </p>
        <Button variant="ghost" size="sm" onClick={onLeave}>
          <MessageCircle className="size-4" aria-hidden />
          Talk to the assistant instead
        </Button>
      </div>
      {job.isPending && <LoadingState label="Loading the job" />}
      {job.isError && (
        <ErrorBanner
          message={describeError(job.error, 'This job could not be loaded.')}
          onRetry={() => void job.refetch()}
        />
      )}
      {job.data && (
        <ApplicationWizard
          key={job.data.id}
          initialDraft={draftForJob(job.data, readApplicationDraft())}
          onSaved={() => undefined}
          onStartOver={onLeave}
        />
      )}
    </div>
  );
}
