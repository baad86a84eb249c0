import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useSavePasskey } from '../api/register-passkey';
import { NO_PASSKEY_SUPPORT, usePasskeySupport } from '../hooks/use-passkey-support';
import { describePasskeyError } from '../passkey-errors';
import { AccountSection, FailureMessage } from './account-section';

/**
 * "Save this account with a passkey" (issue 21 §1), for a visitor who has not yet. The first
 * passkey comes with the recovery codes, which the page shows once (`onRecoveryCodes`).
 */
export function SavePasskeyCard({ onRecoveryCodes }: { onRecoveryCodes(codes: string[]): void }) {
  const save = useSavePasskey();
  const isSupported = usePasskeySupport();

  const start = () =>
    save.mutate(undefined, {
      onSuccess: ({ recoveryCodes }) => {
        if (recoveryCodes) onRecoveryCodes(recoveryCodes);
      },
    });

  return (
    <AccountSection
      title="Keep this account"
      description="Save it with a passkey: your fingerprint, face or screen lock on this device, or a password manager. Then you can sign in to it on any device, and nothing you own is lost if this browser forgets it. No password, no e-mail."
    >
      <div className="flex flex-col gap-3">
        <div>
          <Button size="lg" isLoading={save.isPending} disabled={!isSupported} onClick={start}>
            <KeyRound className="size-5" aria-hidden />
            Save this account with a passkey
          </Button>
        </div>
        {!isSupported && <p className="text-sm text-slate-600">{NO_PASSKEY_SUPPORT}</p>}
        <FailureMessage
          message={save.isError ? describePasskeyError(save.error, ACCOUNT_MESSAGES.registrationFailed) : null}
        />
      </div>
    </AccountSection>
  );
}
