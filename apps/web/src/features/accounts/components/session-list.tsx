import type { AccountSession } from '@app/shared/accounts/accounts.schemas';
import { formatLongDate } from '@app/shared/format/format';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { describeLastSeen } from '../account-labels';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { AccountSection, FailureMessage } from './account-section';

interface SessionListProps {
  sessions: AccountSession[];
  /** Signing out the current session is signing out of this browser (the page's own flow). */
  onSignOutHere(): void;
}

const sessionsWord = (count: number) => (count === 1 ? '1 other session' : `${count} other sessions`);

/** Where this account is signed in (issue 21 §3), with Sign out for each and for all the others. */
export function SessionList({ sessions, onSignOutHere }: SessionListProps) {
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [failure, setFailure] = useState<string | null>(null);
  const others = sessions.filter((session) => !session.isCurrent).length;

  const signOut = (session: AccountSession) => {
    if (session.isCurrent) return onSignOutHere();
    setFailure(null);
    revoke.mutate(session.id, {
      onSuccess: () => notify('success', `Signed out ${session.deviceLabel}.`),
      onError: (error) => setFailure(describeError(error)),
    });
  };

  const signOutOthers = () => {
    setFailure(null);
    revokeOthers.mutate(undefined, {
      onSuccess: (revoked) => notify('success', `Signed out ${sessionsWord(revoked)}.`),
      onError: (error) => setFailure(describeError(error)),
    });
  };

  return (
    <AccountSection
      title="Where you are signed in"
      description="A session of a saved account ends after 30 days without use."
      actions={
        <Button variant="secondary" disabled={others === 0} isLoading={revokeOthers.isPending} onClick={signOutOthers}>
          Sign out all other sessions
        </Button>
      }
    >
      <FailureMessage message={failure} />
      <ul aria-label="Your sessions" className="divide-y divide-slate-100">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                {session.deviceLabel}
                {session.isCurrent && (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    This device
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600">
                {describeLastSeen(session.lastSeenAt)} · signed in {formatLongDate(session.createdAt)}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={session.isCurrent ? 'Sign out of this device' : `Sign out ${session.deviceLabel}`}
              isLoading={revoke.isPending && revoke.variables === session.id}
              onClick={() => signOut(session)}
            >
              Sign out
            </Button>
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
