import type { Job } from '@app/shared/jobs/jobs.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorBanner } from '../../../../components/ui/error-banner';
import { LoadingState } from '../../../../components/ui/states';
import { describeError } from '../../../../lib/api-error';
import { usePublishedJobs } from '../../api/get-jobs';
import { usePendingJobs } from '../../hooks/use-pending-jobs';
import { JobCard } from './job-card';
import { PendingJobCard } from './pending-job-card';

/** Jobs published through the wizard, newest first, with "Load more"; the page may add actions to each job. */
export function PublishedJobs({ jobActions }: { jobActions?: (job: Job) => ReactNode } = {}) {
  const query = usePublishedJobs();
  const pending = usePendingJobs();
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? [];
  const isEmpty = query.isSuccess && jobs.length === 0 && pending.length === 0;
  const loadMoreFailed = query.isFetchNextPageError;

  return (
    <section aria-label="Published jobs" className="flex flex-col gap-4">
      {query.isPending && <LoadingState label="Loading published jobs" />}
      {query.isError && !query.isFetchNextPageError && (
        <ErrorBanner
          message={`Error fetching published jobs. ${describeError(query.error, 'Please try again later.')}`}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      )}
      {isEmpty && (
        <EmptyState title="No published jobs yet">
          <p>Describe your project to the assistant and publish it in a few minutes.</p>
          <Link to="/chat" className={`${buttonClassName('primary', 'sm')} mt-3`}>
            Start the assistant
          </Link>
        </EmptyState>
      )}
      {(jobs.length > 0 || pending.length > 0) && (
        <ul aria-label="Published job list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pending.map(({ id, job }) => (
            <li key={id} className="flex">
              <PendingJobCard job={job} />
            </li>
          ))}
          {jobs.map((job) => (
            <li key={job.id} className="flex">
              <JobCard job={job} actions={jobActions?.(job)} />
            </li>
          ))}
        </ul>
      )}
      {loadMoreFailed && (
        <ErrorBanner message="More jobs could not be loaded." onRetry={() => void query.fetchNextPage()} />
      )}
      {query.hasNextPage && !loadMoreFailed && (
        <Button
          variant="secondary"
          className="self-center"
          isLoading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </section>
  );
}
