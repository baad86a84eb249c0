import type { Account } from '@app/shared/accounts/accounts.schemas';
import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/states';
import { isSessionExpiredError } from '../../../lib/api-client';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { subscribeToRefusal } from '../../../lib/live-events';
import { useAccount } from '../api/get-account';
import { useSignOut } from '../api/sign-out';
import { useSwitchVisitor } from '../hooks/use-switch-visitor';
import { useVisitorTokenTag } from '../hooks/use-visitor-token';
import { AccountOverview } from './account-overview';
import { FailureMessage } from './account-section';
import { ConfirmItsYouProvider } from './confirm-its-you-dialog';
import { PasskeyList } from './passkey-list';
import { PayoutDetailsSection } from './payout-details-section';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { RecoveryCodesSection } from './recovery-codes-section';
import { SavePasskeyCard } from './save-passkey-card';
import { SessionList } from './session-list';
import { SignInCard } from './sign-in-card';
import { YourDataSection } from './your-data-section';

type Notify = (notice: string) => void;

const signedInNotice = (name: string) => `Signed in as ${name}. Everything this account owns is here.`;

/** The page's body for whoever this browser is: nobody yet, an expired session, or an account. */
export function AccountView({ onNotice }: { onNotice: Notify }) {
  const tokenTag = useVisitorTokenTag();
  const account = useAccount(tokenTag);
  const switchVisitor = useSwitchVisitor();

  // The live stream found the token dead (its session ended elsewhere, issue 35): asking again
  // meets the 401 that makes this browser a visitor without a session, and the page says so.
  const { refetch } = account;
  useEffect(() => subscribeToRefusal(() => void refetch()), [refetch]);

  const signIn = (title: string, description: string) => (
    <SignInCard
      title={title}
      description={description}
      leftBehind={null}
      onSignedIn={(user) => onNotice(signedInNotice(user.name))}
    />
  );

  if (
    tokenTag === null ||
    (account.error instanceof ApiRequestError && account.error.status === 401 && !isSessionExpiredError(account.error))
  )
    return signIn(
      'Sign in',
      'Nothing is stored for you in this browser yet. If you saved an account with a passkey, sign in to it here. Otherwise just start: you become a visitor with your first question, answer or job, and can save it here.',
    );
  if (isSessionExpiredError(account.error))
    return (
      <>
        {signIn(
          'Sign in again',
          // The header already shows the server's sentence (ACCOUNT_MESSAGES.sessionExpired).
          'This session has ended. Sign in with your passkey or a recovery code to continue as your account: anything you wrote meanwhile is sent once you are back.',
        )}
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>Lost your passkey and your codes?</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void switchVisitor(null);
              onNotice(
                'This browser is a new visitor now. Writes still waiting on this device are sent as that visitor.',
              );
            }}
          >
            Start over as a new visitor
          </Button>
        </div>
      </>
    );
  if (account.isPending) return <LoadingState label="Loading your account" />;
  if (account.isError)
    return (
      <ErrorBanner
        message={describeError(account.error, 'Your account could not be loaded. Please try again.')}
        onRetry={() => void account.refetch()}
      />
    );
  return (
    <ConfirmItsYouProvider account={account.data}>
      <AccountSections account={account.data} tokenTag={tokenTag} onNotice={onNotice} />
    </ConfirmItsYouProvider>
  );
}

function AccountSections({
  account,
  tokenTag,
  onNotice,
}: {
  account: Account;
  tokenTag: string | null;
  onNotice: Notify;
}) {
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const recoveryHeading = useRef<HTMLHeadingElement>(null);
  const wereCodesShown = useRef(false);

  // The button that opened the codes is gone by the time they close (the save card, the confirm
  // dialog): the focus goes to the recovery codes section instead of the page's start. After
  // Radix's own return of the focus, which it makes on the next task.
  useEffect(() => {
    const wasShown = wereCodesShown.current;
    wereCodesShown.current = shownCodes !== null;
    if (!wasShown || shownCodes !== null) return;
    const timer = window.setTimeout(() => recoveryHeading.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [shownCodes]);
  const signOut = useSignOut();

  // mutateAsync: signing out unmounts this part (the page turns to the sign-in choices), and a
  // mutate callback would be dropped with it.
  const signOutHere = () =>
    signOut.mutateAsync().then(
      () =>
        onNotice(
          'You are signed out. Sign in again with your passkey or a recovery code; anything new you do here starts a new visitor.',
        ),
      () => {}, // shown below from signOut.error
    );

  return (
    <>
      <AccountOverview
        account={account}
        actions={
          account.isSaved && (
            <Button variant="secondary" isLoading={signOut.isPending} onClick={signOutHere}>
              <LogOut className="size-4" aria-hidden />
              Sign out
            </Button>
          )
        }
      />
      <FailureMessage message={signOut.isError ? describeError(signOut.error) : null} />
      {account.isSaved ? (
        <>
          <PasskeyList passkeys={account.passkeys} />
          <RecoveryCodesSection
            remaining={account.recoveryCodesRemaining}
            headingRef={recoveryHeading}
            onRecoveryCodes={setShownCodes}
          />
          <SessionList sessions={account.sessions} onSignOutHere={signOutHere} />
        </>
      ) : (
        <>
          <SavePasskeyCard onRecoveryCodes={setShownCodes} />
          <SignInCard
            title="Already saved an account?"
            description="Sign in to it here with its passkey or a recovery code."
            leftBehind={account.hasContent ? account.owns : null}
            onSignedIn={(user) => onNotice(signedInNotice(user.name))}
          />
        </>
      )}
      <PayoutDetailsSection tokenTag={tokenTag} />
      <YourDataSection onDeleted={() => onNotice('Your account was deleted. This browser is a new visitor now.')} />
      <RecoveryCodesDialog codes={shownCodes} onClose={() => setShownCodes(null)} />
    </>
  );
}
