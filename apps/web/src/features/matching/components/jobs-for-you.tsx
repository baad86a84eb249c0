import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import { Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useMyJobMatches } from '../api/get-my-job-matches';
import { JobMatchCard } from './job-match-card';
import { NoProfileNotice } from './no-profile-notice';

/** "Jobs for you" on /jobs (issue 33 §2): the open jobs best suited to the visitor's developer profile. */
export function JobsForYou() {
  const query = useMyJobMatches();

  return (
    <section aria-labelledby="jobs-for-you-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="jobs-for-you-heading" className="text-lg font-semibold text-slate-900">
          Jobs for you
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Open jobs that fit your developer profile and that you have not applied to, best match first.
        </p>
      </div>
      {query.isPending ? (
        <LoadingState label="Finding jobs for you" />
      ) : query.isError ? (
        <ErrorBanner
          message={describeError(query.error, 'Jobs for you could not be loaded. Please try again.')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data === null ? (
        <NoProfileNotice />
      ) : query.data.length === 0 ? (
        <EmptyState title="No open jobs match your profile yet." icon={<Briefcase className="size-10" />}>
          <p>New jobs are matched as they are published; more skills on your profile widen the search.</p>
          <Link to={ROUTE_PATHS.developerChat} className={`${buttonClassName('secondary', 'sm')} mt-3`}>
            Update your profile
          </Link>
        </EmptyState>
      ) : (
        <ul aria-label="Jobs for you list" className="grid gap-4 sm:grid-cols-2">
          {query.data.map((match) => (
            <li key={match.job.id}>
              <JobMatchCard match={match} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
