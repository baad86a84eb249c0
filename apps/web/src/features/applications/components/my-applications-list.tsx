import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { describeError } from '../../../lib/api-error';
import { useMyApplications } from '../api/get-my-applications';
import { ApplicationCardList } from './application-card-list';
import { MyApplicationCard } from './my-application-card';

/** Every application I sent, newest first, with "Load more" (issue 20 §6). */
export function MyApplicationsList({ openId, onOpen }: { openId: string | null; onOpen(id: string): void }) {
  const query = useMyApplications();
  const applications = query.data?.pages.flatMap((page) => page.applications) ?? [];

  return (
    <section aria-labelledby="my-applications-heading" className="flex flex-col gap-4">
      <h2 id="my-applications-heading" className="text-xl font-semibold text-slate-900">
        Applications
      </h2>
      <PagedList
        query={query}
        loadingLabel="Loading your applications"
        loadError={(error) =>
          `Your applications could not be loaded. ${describeError(error, 'Please try again later.')}`
        }
        loadMoreError="More applications could not be loaded."
        hasItems={applications.length > 0}
        empty={
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
        }
      >
        <ApplicationCardList
          label="My application list"
          applications={applications}
          openId={openId}
          onOpen={onOpen}
          Card={MyApplicationCard}
        />
      </PagedList>
    </section>
  );
}
