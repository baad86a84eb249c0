import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import type { OwnedSummary, SignInResponse } from '@app/shared/accounts/accounts.schemas';
import type { User } from '@app/shared/users/users.schemas';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { setAccountBadge } from '../../../lib/account-badge-store';
import { describeError } from '../../../lib/api-error';
import { useRecoverAccount } from '../api/recover-account';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';
import { NO_PASSKEY_SUPPORT, usePasskeySupport } from '../hooks/use-passkey-support';
import { useSwitchVisitor } from '../hooks/use-switch-visitor';
import { describePasskeyError } from '../passkey-errors';
import { AccountSection, FailureMessage } from './account-section';
import { RecoveryCodeForm } from './recovery-code-form';
import { SwitchVisitorDialog } from './switch-visitor-dialog';

interface SignInCardProps {
  title: string;
  description: string;
  /** What this browser's anonymous visitor owns, when it owns anything: said before switching. */
  leftBehind: OwnedSummary | null;
  onSignedIn(user: User): void;
}

type Method = { kind: 'passkey' } | { kind: 'code'; code: string };

/**
 * Signing in to a saved account on this device (issue 21 §2): with a passkey, or a recovery code.
 * Nothing is merged: if this browser's current visitor owns something, the person is told that it
 * stays with that visitor before anything switches.
 */
export function SignInCard({ title, description, leftBehind, onSignedIn }: SignInCardProps) {
  const withPasskey = useSignInWithPasskey();
  const withCode = useRecoverAccount();
  const switchVisitor = useSwitchVisitor();
  const isSupported = usePasskeySupport();
  const [isCodeFormOpen, setIsCodeFormOpen] = useState(false);
  const [pending, setPending] = useState<Method | null>(null);
  const codeFormId = useId();

  const finish = ({ token, user }: SignInResponse) => {
    void switchVisitor(token);
    // Known at once: the header stops offering "Sign in" (issue 41 §4).
    setAccountBadge(user, true);
    onSignedIn(user);
  };

  const run = (method: Method) => {
    setPending(null);
    withPasskey.reset();
    withCode.reset();
    if (method.kind === 'passkey') withPasskey.mutate(undefined, { onSuccess: finish });
    else withCode.mutate(method.code, { onSuccess: finish });
  };
  const ask = (method: Method) => (leftBehind ? setPending(method) : run(method));

  return (
    <AccountSection title={title} description={description}>
      <div className="flex flex-wrap gap-2">
        <Button isLoading={withPasskey.isPending} disabled={!isSupported} onClick={() => ask({ kind: 'passkey' })}>
          <KeyRound className="size-4" aria-hidden />
          Sign in with a passkey
        </Button>
        <Button
          variant="secondary"
          aria-expanded={isCodeFormOpen}
          aria-controls={codeFormId}
          onClick={() => setIsCodeFormOpen((open) => !open)}
        >
          Use a recovery code
        </Button>
      </div>
      {!isSupported && <p className="text-sm text-slate-600">{NO_PASSKEY_SUPPORT}</p>}
      <FailureMessage
        message={withPasskey.isError ? describePasskeyError(withPasskey.error, ACCOUNT_MESSAGES.signInFailed) : null}
      />
      <div id={codeFormId} hidden={!isCodeFormOpen}>
        {isCodeFormOpen && (
          <RecoveryCodeForm
            onSubmit={(code) => ask({ kind: 'code', code })}
            isPending={withCode.isPending}
            failure={withCode.isError ? describeError(withCode.error, ACCOUNT_MESSAGES.recoveryFailed) : null}
          />
        )}
      </div>
      <SwitchVisitorDialog
        owns={pending ? leftBehind : null}
        onCancel={() => setPending(null)}
        onContinue={() => pending && run(pending)}
      />
    </AccountSection>
  );
}
