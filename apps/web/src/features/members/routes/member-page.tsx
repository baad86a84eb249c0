import { UserRoundX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PAGE_WIDTH } from '../../../components/ui/page-width';
import { LoadingState } from '../../../components/ui/states';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useViewerId } from '../../../lib/viewer-id';
import { useMember } from '../api/get-member';
import { MemberProfile } from '../components/member-profile';

const isMissing = (error: unknown) => error instanceof ApiRequestError && [400, 404].includes(error.status);

/**
 * /members/:memberId (issue 41 §2): a member's public page as a client, which they edit in place.
 * Linked from the job page's "Posted by", invitations and contracts.
 */
export function Component() {
  const { memberId = '' } = useParams();
  const member = useMember(memberId);
  const viewer = useViewerId();
  return (
    <div className={cn(PAGE_WIDTH.reading, 'flex flex-col gap-4 py-8')}>
      {member.isPending && <LoadingState label="Loading the member's page" />}
      {member.isError &&
        (isMissing(member.error) ? (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Member not found</h1>
            <EmptyState
              title="This member does not exist or has left the platform"
              icon={<UserRoundX className="size-10" />}
            >
              <p>The link may be mistyped, or the member deleted their account.</p>
              <Link to="/jobs" className={`${buttonClassName('primary', 'sm')} mt-3`}>
                Browse projects
              </Link>
            </EmptyState>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Member</h1>
            <ErrorBanner
              message={`This page could not be loaded. ${describeError(member.error, 'Please try again.')}`}
              onRetry={() => void member.refetch()}
              retryLabel="Try Again"
            />
          </>
        ))}
      {member.data && <MemberProfile member={member.data} isOwner={viewer.data === member.data.id} />}
    </div>
  );
}
