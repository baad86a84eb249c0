import { APPLICATION_STATUS_LABELS } from '@app/shared/applications/applications.constants';
import { Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { SegmentedButtons } from '../../../components/ui/segmented-buttons';
import { describeError } from '../../../lib/api-error';
import type { ApplicationFilter } from '../api/applications-keys';
import { useJobApplications } from '../api/get-job-applications';
import { APPLICANT_FILTERS } from '../application-labels';
import { ApplicantCard } from './applicant-card';
import { ApplicationCardList } from './application-card-list';

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

  return (
    <section aria-labelledby="applicants-heading" className="flex flex-col gap-4">
      <h2 id="applicants-heading" className="sr-only">
        Applicants
      </h2>
      <SegmentedButtons label="Show applicants" options={APPLICANT_FILTERS} value={filter} onChange={onFilterChange} />
      <PagedList
        query={query}
        loadingLabel="Loading applicants"
        loadError={(error) => describeError(error, 'The applicants could not be loaded. Please try again.')}
        loadMoreError="More applicants could not be loaded."
        hasItems={applications.length > 0}
        empty={
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
        }
      >
        <ApplicationCardList
          label="Applicant list"
          applications={applications}
          openId={openId}
          onOpen={onOpen}
          Card={ApplicantCard}
        />
      </PagedList>
    </section>
  );
}
