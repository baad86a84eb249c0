import type { MyJob } from '@app/shared/applications/applications.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { describeError } from '../../../lib/api-error';
import { useMyJobs } from '../api/get-my-jobs';
import { MyJobCard } from './my-job-card';

/** Every job I published, newest first, with "Load more"; the page may add details to each job. */
export function MyJobsList({ jobDetails }: { jobDetails?: (job: MyJob) => ReactNode } = {}) {
  const query = useMyJobs();
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? [];

  return (
    <section aria-label="My jobs" className="flex flex-col gap-4">
      <PagedList
        query={query}
        loadingLabel="Loading your jobs"
        loadError={(error) => `Your jobs could not be loaded. ${describeError(error, 'Please try again later.')}`}
        loadMoreError="More jobs could not be loaded."
        hasItems={jobs.length > 0}
        empty={
          <EmptyState title="You have not posted a job yet">
            <p>Describe your project to the AI assistant and publish it in a few minutes.</p>
            <Link to="/chat" className={`${buttonClassName('primary', 'sm')} mt-3`}>
              Post a job with the assistant
            </Link>
          </EmptyState>
        }
      >
        <ul aria-label="My job list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id} className="flex">
              <MyJobCard job={job} details={jobDetails?.(job)} />
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
