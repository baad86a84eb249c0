import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import type { Account, ReauthenticatedResponse } from '@app/shared/accounts/accounts.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describeError } from '../../../lib/api-error';
import { accountKeys } from '../api/account-keys';
import { useReauthenticateWithCode, useReauthenticateWithPasskey } from '../api/reauthenticate';
import { type ConfirmItsYou, ConfirmItsYouContext } from '../hooks/use-confirm-its-you';
import { NO_PASSKEY_SUPPORT, usePasskeySupport } from '../hooks/use-passkey-support';
import { describePasskeyError } from '../passkey-errors';
import { isReauthenticationRequired, needsReauthentication } from '../reauthentication';
import { FailureMessage } from './account-section';
import { RecoveryCodeForm } from './recovery-code-form';

/** What waits for the person to confirm: the sentence to show, and the action to carry on with. */
interface Pending {
  message: string;
  action(): void;
}

/**
 * Asks "Confirm it's you" (issue 35) before a sensitive action when this session has not proved
 * possession in the last 10 minutes (`account.reauthenticatedUntil`), or when the server asks
 * (403 `reauthentication_required`): with a passkey or a recovery code. Once confirmed, the account
 * is read again and the action carries on by itself; Cancel (or Escape) leaves everything as it was.
 */
export function ConfirmItsYouProvider({ account, children }: { account: Account; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  // The server's answer to a confirmation, until the account read again says the same.
  const [confirmedUntil, setConfirmedUntil] = useState<string | null>(null);

  const value = useMemo<ConfirmItsYou>(
    () => ({
      guard: (action) => {
        const mustConfirm =
          needsReauthentication(account) &&
          needsReauthentication({ isSaved: true, reauthenticatedUntil: confirmedUntil });
        if (mustConfirm) setPending({ message: ACCOUNT_MESSAGES.reauthenticationRequired, action });
        else action();
      },
      retry: (error, action) => {
        if (!isReauthenticationRequired(error)) return false;
        setPending({ message: error.serverMessage ?? ACCOUNT_MESSAGES.reauthenticationRequired, action });
        return true;
      },
    }),
    [account, confirmedUntil],
  );

  const confirmed = ({ reauthenticatedUntil }: ReauthenticatedResponse) => {
    setConfirmedUntil(reauthenticatedUntil);
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    setPending(null);
    pending?.action();
  };

  return (
    <ConfirmItsYouContext.Provider value={value}>
      {children}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Confirm it's you"
        description={pending?.message ?? ACCOUNT_MESSAGES.reauthenticationRequired}
      >
        <ConfirmItsYouChoices onConfirmed={confirmed} onCancel={() => setPending(null)} />
      </Dialog>
    </ConfirmItsYouContext.Provider>
  );
}

/** The dialog's body, fresh on each opening: a passkey, or a recovery code. */
interface ChoicesProps {
  onConfirmed(response: ReauthenticatedResponse): void;
  onCancel(): void;
}

function ConfirmItsYouChoices({ onConfirmed, onCancel }: ChoicesProps) {
  const withPasskey = useReauthenticateWithPasskey();
  const withCode = useReauthenticateWithCode();
  const isSupported = usePasskeySupport();

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button
          isLoading={withPasskey.isPending}
          disabled={!isSupported || withCode.isPending}
          onClick={() => {
            withCode.reset();
            withPasskey.mutate(undefined, { onSuccess: onConfirmed });
          }}
        >
          <KeyRound className="size-4" aria-hidden />
          Use a passkey
        </Button>
      </div>
      {!isSupported && <p className="text-sm text-slate-600">{NO_PASSKEY_SUPPORT}</p>}
      <FailureMessage
        message={
          withPasskey.isError ? describePasskeyError(withPasskey.error, ACCOUNT_MESSAGES.reauthenticationFailed) : null
        }
      />
      <p className="text-sm text-slate-600">Or use one of this account's recovery codes (it is then spent):</p>
      <RecoveryCodeForm
        formLabel="Confirm with a recovery code"
        submitLabel="Confirm with this code"
        onSubmit={(code) => {
          withPasskey.reset();
          withCode.mutate(code, { onSuccess: onConfirmed });
        }}
        isPending={withCode.isPending}
        failure={withCode.isError ? describeError(withCode.error, ACCOUNT_MESSAGES.reauthenticationFailed) : null}
      />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
