import { ROUTE_PATHS } from '@app/shared/navigation/routes';
import { useQuery } from '@tanstack/react-query';
import { UserRoundX } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useViewerId } from '../../../lib/viewer-id';
import { developersKeys } from '../api/developers-keys';
import { getDeveloper } from '../api/get-developer';
import type { DeveloperActions } from '../components/directory/developer-actions';
import { DeveloperReviews } from '../components/profile/developer-reviews';
import { DeveloperPageHeader } from '../components/profile-page/developer-page-header';
import { ProfileSection } from '../components/profile-page/profile-section';
import { PROFILE_SECTIONS } from '../components/profile-page/profile-sections';

const isMissing = (error: unknown) => error instanceof ApiRequestError && [400, 404, 409].includes(error.status);

function DeveloperMissing() {
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Profile not found</h1>
      <EmptyState title="No developer has this profile" icon={<UserRoundX className="size-10" />}>
        <p>The link may be mistyped, or the developer removed their profile.</p>
        <Link to={ROUTE_PATHS.developers} className={`${buttonClassName('primary', 'sm')} mt-3`}>
          Browse the Developer Directory
        </Link>
      </EmptyState>
    </>
  );
}

/**
 * /developers/:developerId (issue 41 §2, §3): a developer's shareable page, everything the
 * directory's profile shows; its owner edits it here, one section at a time. The page
 * (app/pages/developer-page.tsx) adds "Invite to a job" through `developerActions`.
 */
export function DeveloperPage({ developerActions }: { developerActions?: DeveloperActions }) {
  const { developerId = '' } = useParams();
  const query = useQuery({
    queryKey: developersKeys.detail(developerId),
    queryFn: ({ signal }) => getDeveloper(developerId, signal),
  });
  const viewer = useViewerId();
  const headingId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const developer = query.data;
  const isOwner = Boolean(developer?.userId) && viewer.data === developer?.userId;

  return (
    <div className={cn(PAGE_WIDTH.reading, 'flex flex-col gap-4 py-8')}>
      <Link to={ROUTE_PATHS.developers} className="text-sm font-medium text-brand-700 hover:underline">
        ← Developer Directory
      </Link>
      {query.isPending && <LoadingState label="Loading the developer's profile" />}
      {query.isError &&
        !developer &&
        (isMissing(query.error) ? (
          <DeveloperMissing />
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Developer</h1>
            <ErrorBanner
              message={`This profile could not be loaded. ${describeError(query.error, 'Please try again.')}`}
              onRetry={() => void query.refetch()}
              retryLabel="Try Again"
            />
          </>
        ))}
      {developer && (
        <article aria-labelledby={headingId} className="flex flex-col gap-5">
          <DeveloperPageHeader developer={developer} headingId={headingId} actions={developerActions?.(developer)} />
          {isOwner && (
            <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
              This is your profile: edit any section here. Everyone sees the page as it is below.
            </p>
          )}
          {PROFILE_SECTIONS.map((section) => (
            <ProfileSection
              key={section.title}
              profile={developer}
              section={section}
              canEdit={isOwner && (editing === null || editing === section.title)}
              isEditing={editing === section.title}
              onEditingChange={(isEditing) => setEditing(isEditing ? section.title : null)}
            />
          ))}
          <DeveloperReviews developerId={developer.id} isEnabled />
        </article>
      )}
    </div>
  );
}
