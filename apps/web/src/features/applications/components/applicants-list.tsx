import { APPLICATION_STATUS_LABELS } from '@app/shared/applications/applications.constants';
import { Users } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { SegmentedButtons } from '../../../components/ui/segmented-buttons';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import type { ApplicationFilter } from '../api/applications-keys';
import { useJobApplications } from '../api/get-job-applications';
import { APPLICANT_FILTERS } from '../application-labels';
import { ApplicantCard } from './applicant-card';

interface ApplicantsListProps {
  jobId: string;
  filter: ApplicationFilter;
  onFilterChange(filter: ApplicationFilter): void;
  openId: string | null;
  onOpen(applicationId: string): void;
}

/** A job's applicants, newest first, filtered by status, with "Load more" (issue 20 §2). */
export function ApplicantsList({ jobId, filter, onFilterChange, openId, onOpen }: ApplicantsListProps) {
  const query = useJobApplications(jobId, filter);
  const applications = query.data?.pages.flatMap((page) => page.applications) ?? [];
  const loadMoreFailed = query.isFetchNextPageError;

  return (
    <section aria-labelledby="applicants-heading" className="flex flex-col gap-4">
      <h2 id="applicants-heading" className="sr-only">
        Applicants
      </h2>
      <SegmentedButtons label="Show applicants" options={APPLICANT_FILTERS} value={filter} onChange={onFilterChange} />
      {query.isPending && <LoadingState label="Loading applicants" />}
      {query.isError && !loadMoreFailed && (
        <ErrorBanner
          message={describeError(query.error, 'The applicants could not be loaded. Please try again.')}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      )}
      {query.isSuccess && applications.length === 0 && (
        <EmptyState
          title={
            filter === 'all'
              ? 'No applications yet'
              : `No ${APPLICATION_STATUS_LABELS[filter].toLowerCase()} applications`
          }
          icon={<Users className="size-10" />}
        >
          {filter === 'all' && (
            <p>Developers who apply show up here at once. You can also invite developers from the directory.</p>
          )}
        </EmptyState>
      )}
      {applications.length > 0 && (
        <ul aria-label="Applicant list" className="flex flex-col gap-4">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicantCard
                application={application}
                isOpen={application.id === openId}
                onOpenConversation={() => onOpen(application.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {loadMoreFailed && (
        <ErrorBanner message="More applicants could not be loaded." onRetry={() => void query.fetchNextPage()} />
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
