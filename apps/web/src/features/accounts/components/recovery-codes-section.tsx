import { RECOVERY_CODE_COUNT } from '@app/shared/accounts/accounts.constants';
import { type Ref, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/api-error';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useConfirmItsYou } from '../hooks/use-confirm-its-you';
import { isReauthenticationRequired } from '../reauthentication';
import { AccountSection } from './account-section';
import { ConfirmDialog } from './confirm-dialog';

interface RecoveryCodesSectionProps {
  remaining: number;
  headingRef?: Ref<HTMLHeadingElement>;
  onRecoveryCodes(codes: string[]): void;
}

/** How many recovery codes are left, and a new set on demand (issue 21 §4): the old ones stop working. */
export function RecoveryCodesSection({ remaining, headingRef, onRecoveryCodes }: RecoveryCodesSectionProps) {
  const regenerate = useRegenerateRecoveryCodes();
  const [isConfirming, setIsConfirming] = useState(false);
  const confirmItsYou = useConfirmItsYou();

  // New codes only after confirming it's you (issue 35); the dialog below stays open meanwhile.
  const confirm = () =>
    regenerate.mutate(undefined, {
      onSuccess: (codes) => {
        setIsConfirming(false);
        onRecoveryCodes(codes);
      },
      onError: (error) => confirmItsYou.retry(error, confirm),
    });

  return (
    <AccountSection
      title="Recovery codes"
      headingRef={headingRef}
      description={`${remaining} of ${RECOVERY_CODE_COUNT} codes left. Each one signs you in once, on any device, when no passkey is at hand.`}
      actions={
        <Button
          variant="secondary"
          onClick={() => {
            regenerate.reset();
            setIsConfirming(true);
          }}
        >
          Make new recovery codes
        </Button>
      }
    >
      {remaining <= 3 && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {remaining === 0 ? 'You have no recovery codes left.' : 'You are running out of recovery codes.'} Make a new
          set and keep it somewhere safe.
        </p>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Make new recovery codes?"
        description="You get ten new codes, shown once. The codes you have now stop working."
        confirmLabel="Make new codes"
        onConfirm={() => confirmItsYou.guard(confirm)}
        isPending={regenerate.isPending}
        failure={
          regenerate.isError && !isReauthenticationRequired(regenerate.error) ? describeError(regenerate.error) : null
        }
      />
    </AccountSection>
  );
}
