import type { Job } from '@app/shared/jobs/jobs.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PagedList } from '../../../../components/ui/paged-list';
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

  return (
    <section aria-label="Published jobs" className="flex flex-col gap-4">
      <PagedList
        query={query}
        loadingLabel="Loading published jobs"
        loadError={(error) => `Error fetching published jobs. ${describeError(error, 'Please try again later.')}`}
        loadMoreError="More jobs could not be loaded."
        hasItems={jobs.length > 0 || pending.length > 0}
        empty={
          <EmptyState title="No published jobs yet">
            <p>Describe your project to the assistant and publish it in a few minutes.</p>
            <Link to="/chat" className={`${buttonClassName('primary', 'sm')} mt-3`}>
              Start the assistant
            </Link>
          </EmptyState>
        }
      >
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
      </PagedList>
    </section>
  );
}
