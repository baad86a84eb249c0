import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useMyApplications } from '../api/get-my-applications';
import { MyApplicationCard } from './my-application-card';

/** Every application I sent, newest first, with "Load more" (issue 20 §6). */
export function MyApplicationsList({ openId, onOpen }: { openId: string | null; onOpen(id: string): void }) {
  const query = useMyApplications();
  const applications = query.data?.pages.flatMap((page) => page.applications) ?? [];
  const loadMoreFailed = query.isFetchNextPageError;

  return (
    <section aria-labelledby="my-applications-heading" className="flex flex-col gap-4">
      <h2 id="my-applications-heading" className="text-xl font-semibold text-slate-900">
        Applications
      </h2>
      {query.isPending && <LoadingState label="Loading your applications" />}
      {query.isError && !loadMoreFailed && (
        <ErrorBanner
          message={`Your applications could not be loaded. ${describeError(query.error, 'Please try again later.')}`}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      )}
      {query.isSuccess && applications.length === 0 && (
        <EmptyState title="You have not applied to a job yet">
          <p>Browse the published jobs, or let the developer assistant prepare an application with you.</p>
          <div className="mt-3 flex flex-wrap justify-center gap-2">
            <Link to="/jobs?tab=published" className={buttonClassName('primary', 'sm')}>
              Browse jobs
            </Link>
            <Link to="/developer-chat" className={buttonClassName('secondary', 'sm')}>
              Open the developer assistant
            </Link>
          </div>
        </EmptyState>
      )}
      {applications.length > 0 && (
        <ul aria-label="My application list" className="flex flex-col gap-4">
          {applications.map((application) => (
            <li key={application.id}>
              <MyApplicationCard
                application={application}
                isOpen={application.id === openId}
                onOpenConversation={() => onOpen(application.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {loadMoreFailed && (
        <ErrorBanner message="More applications could not be loaded." onRetry={() => void query.fetchNextPage()} />
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
