import { ACCOUNT_MESSAGES } from '@app/shared/accounts/accounts.constants';
import type { Passkey } from '@app/shared/accounts/accounts.schemas';
import { useState } from 'react';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useRemovePasskey } from '../api/remove-passkey';
import { useConfirmItsYou } from '../hooks/use-confirm-its-you';
import { ConfirmDialog } from './confirm-dialog';

interface RemovePasskeyDialogProps {
  /** The passkey to remove; null when closed. */
  passkey: Passkey | null;
  isLast: boolean;
  onClose(): void;
  onRemoved(name: string): void;
}

/**
 * Removing a passkey asks first. The last one asks harder (issue 21 §3): the server's sentence
 * (ACCOUNT_MESSAGES.lastPasskey) and a box to tick. If the server finds it is the last after all
 * (another device removed the others), its 409 answer turns the dialog into that one.
 */
export function RemovePasskeyDialog({ passkey, isLast, onClose, onRemoved }: RemovePasskeyDialogProps) {
  const remove = useRemovePasskey();
  /** The server's 409 sentence, when it refused because this is the last passkey. */
  const [lastReason, setLastReason] = useState<string | null>(null);
  const [hasUnderstood, setHasUnderstood] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmItsYou = useConfirmItsYou();
  const needsStrongConfirm = isLast || lastReason !== null;

  // The next passkey's dialog starts afresh.
  const close = () => {
    setLastReason(null);
    setHasUnderstood(false);
    setFailure(null);
    onClose();
  };

  const confirm = () => {
    if (!passkey) return;
    setFailure(null);
    remove.mutate(
      { id: passkey.id, confirm: needsStrongConfirm && hasUnderstood },
      {
        onSuccess: () => {
          onRemoved(passkey.name);
          close();
        },
        onError: (error) => {
          if (confirmItsYou.retry(error, confirm)) return;
          if (error instanceof ApiRequestError && error.status === 409) setLastReason(describeError(error));
          else setFailure(describeError(error));
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={passkey !== null}
      onOpenChange={(open) => !open && close()}
      title={needsStrongConfirm ? 'Remove your only passkey?' : `Remove "${passkey?.name ?? ''}"?`}
      description={
        needsStrongConfirm
          ? (lastReason ?? ACCOUNT_MESSAGES.lastPasskey)
          : 'This passkey will no longer sign you in. Your other passkeys keep working.'
      }
      confirmLabel={needsStrongConfirm ? 'Remove anyway' : 'Remove passkey'}
      onConfirm={() => confirmItsYou.guard(confirm)}
      isPending={remove.isPending}
      isConfirmDisabled={needsStrongConfirm && !hasUnderstood}
      failure={failure}
    >
      {needsStrongConfirm && (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={hasUnderstood}
            onChange={(event) => setHasUnderstood(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
          />
          I have my recovery codes, and I understand they are then my only way back to this account.
        </label>
      )}
    </ConfirmDialog>
  );
}
