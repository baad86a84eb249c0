import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import type { Passkey } from '@app/shared/accounts/accounts.schemas';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { useSavePasskey } from '../api/register-passkey';
import { useConfirmItsYou } from '../hooks/use-confirm-its-you';
import { NO_PASSKEY_SUPPORT, usePasskeySupport } from '../hooks/use-passkey-support';
import { describePasskeyError } from '../passkey-errors';
import { isReauthenticationRequired } from '../reauthentication';
import { AccountSection, FailureMessage } from './account-section';
import { PasskeyItem } from './passkey-item';
import { RemovePasskeyDialog } from './remove-passkey-dialog';

/** The account's passkeys (issue 21 §3): add another (a phone, a security key), rename, remove. */
export function PasskeyList({ passkeys }: { passkeys: Passkey[] }) {
  const save = useSavePasskey();
  const isSupported = usePasskeySupport();
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const confirmItsYou = useConfirmItsYou();

  // Another passkey for a saved account: only after confirming it's you (issue 35).
  const add = () => {
    save.mutate(undefined, {
      onSuccess: ({ passkey }) => notify('success', `Passkey "${passkey.name}" saved.`),
      onError: (error) => confirmItsYou.retry(error, add),
    });
  };

  return (
    <AccountSection
      title="Passkeys"
      description="Each passkey signs you in to this account. Add one on another device so that losing one device never locks you out."
      actions={
        <Button
          variant="secondary"
          isLoading={save.isPending}
          disabled={!isSupported}
          onClick={() => confirmItsYou.guard(add)}
        >
          <KeyRound className="size-4" aria-hidden />
          Add a passkey
        </Button>
      }
    >
      {!isSupported && <p className="text-sm text-slate-600">{NO_PASSKEY_SUPPORT}</p>}
      <FailureMessage
        message={
          save.isError && !isReauthenticationRequired(save.error)
            ? describePasskeyError(save.error, ACCOUNT_MESSAGES.registrationFailed)
            : null
        }
      />
      <ul aria-label="Your passkeys" className="divide-y divide-slate-100">
        {passkeys.map((passkey) => (
          <PasskeyItem key={passkey.id} passkey={passkey} onRemove={setRemoving} />
        ))}
      </ul>
      <RemovePasskeyDialog
        passkey={removing}
        isLast={passkeys.length === 1}
        onClose={() => setRemoving(null)}
        onRemoved={(name) => notify('success', `Passkey "${name}" removed.`)}
      />
    </AccountSection>
  );
}
