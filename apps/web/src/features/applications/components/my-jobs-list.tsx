import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useMyJobs } from '../api/get-my-jobs';
import { MyJobCard } from './my-job-card';

/** Every job I published, newest first, with "Load more". */
export function MyJobsList() {
  const query = useMyJobs();
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? [];
  const loadMoreFailed = query.isFetchNextPageError;

  return (
    <section aria-label="My jobs" className="flex flex-col gap-4">
      {query.isPending && <LoadingState label="Loading your jobs" />}
      {query.isError && !loadMoreFailed && (
        <ErrorBanner
          message={`Your jobs could not be loaded. ${describeError(query.error, 'Please try again later.')}`}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      )}
      {query.isSuccess && jobs.length === 0 && (
        <EmptyState title="You have not posted a job yet">
          <p>Describe your project to the AI assistant and publish it in a few minutes.</p>
          <Link to="/chat" className={`${buttonClassName('primary', 'sm')} mt-3`}>
            Post a job with the assistant
          </Link>
        </EmptyState>
      )}
      {jobs.length > 0 && (
        <ul aria-label="My job list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id} className="flex">
              <MyJobCard job={job} />
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
