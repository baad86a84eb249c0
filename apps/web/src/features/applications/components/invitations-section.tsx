import { formatLongDate } from '@app/shared/format/format';
import { applyToJobPath, jobPath, memberPath } from '@app/shared/navigation/marketplace-paths';
import { CheckCircle2, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { describeError } from '../../../lib/api-error';
import { useMyInvitations } from '../api/get-my-invitations';

/**
 * Job owners who asked me to apply (issue 20 §5): "Apply" opens the application wizard filled
 * with that job; once I have applied, "Applied" and the way to that application. The job's title
 * opens its page, the owner's name theirs (issue 41 §2).
 */
export function InvitationsSection({ onOpenApplication }: { onOpenApplication(id: string): void }) {
  const query = useMyInvitations();
  const invitations = query.data?.pages.flatMap((page) => page.invitations) ?? [];

  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-3">
      <h2 id="invitations-heading" className="text-xl font-semibold text-slate-900">
        Invitations
      </h2>
      {query.isPending && <LoadingState label="Loading your invitations" />}
      {query.isError && (
        <ErrorBanner
          message={`Your invitations could not be loaded. ${describeError(query.error, 'Please try again later.')}`}
          onRetry={() => void query.refetch()}
          retryLabel="Try Again"
        />
      )}
      {query.isSuccess && invitations.length === 0 && (
        <p className="text-sm text-slate-600">When a job owner invites you to apply, the invitation shows up here.</p>
      )}
      {invitations.length > 0 && (
        <ul aria-label="Invitation list" className="flex flex-col gap-3">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <Mail className="size-5 shrink-0 text-brand-600" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-slate-900">
                  <Link
                    to={jobPath(invitation.job.id)}
                    className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {invitation.job.title}
                  </Link>
                </p>
                <p className="text-sm text-slate-600">
                  <Link to={memberPath(invitation.invitedBy.id)} className="font-medium text-brand-700 hover:underline">
                    {invitation.invitedBy.name}
                  </Link>{' '}
                  invited you on {formatLongDate(invitation.createdAt)}
                </p>
              </div>
              {invitation.applicationId ? (
                <div className="flex items-center gap-2">
                  <span className="flex items-center gap-1 text-sm font-medium text-emerald-800">
                    <CheckCircle2 className="size-4" aria-hidden />
                    Applied
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => invitation.applicationId && onOpenApplication(invitation.applicationId)}
                  >
                    Open<span className="sr-only"> your application for {invitation.job.title}</span>
                  </Button>
                </div>
              ) : invitation.job.status === 'published' ? (
                <Link to={applyToJobPath(invitation.job.id)} className={buttonClassName('primary', 'sm')}>
                  Apply<span className="sr-only"> to {invitation.job.title}</span>
                </Link>
              ) : (
                <span className="text-sm text-slate-600">No longer taking applications</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          isLoading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more invitations
        </Button>
      )}
    </section>
  );
}
