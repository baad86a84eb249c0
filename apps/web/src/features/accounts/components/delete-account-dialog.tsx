import type { ContractToSettle } from '@app/shared/accounts/account-deletion.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { contractsToSettleOf, useDeleteAccount } from '../api/delete-account';
import { useConfirmItsYou } from '../hooks/use-confirm-its-you';
import { FailureMessage } from './account-section';
import { ContractsToSettle } from './contracts-to-settle';

const CONFIRM_WORD = 'DELETE';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}

/**
 * Deleting the account (issue 21 §6): type DELETE. A wallet that still holds tokens is refused by
 * the server (409, with how to settle it); only then is giving them to the bounty pool offered, as
 * a second, explicit choice, so no token leaves a wallet without the person asking for it.
 */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [walletRefusal, setWalletRefusal] = useState<string | null>(null);
  const [toSettle, setToSettle] = useState<{ message: string; contracts: ContractToSettle[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmItsYou = useConfirmItsYou();

  const close = (isOpen: boolean) => {
    if (!isOpen) {
      setTyped('');
      setWalletRefusal(null);
      setToSettle(null);
      setFailure(null);
    }
    onOpenChange(isOpen);
  };

  const run = (forfeitTokens: boolean) => {
    setFailure(null);
    // mutateAsync: deleting unmounts this dialog (the page turns to the sign-in choices), and a
    // mutate callback would be dropped with it.
    remove.mutateAsync(forfeitTokens).then(
      () => {
        close(false);
        onDeleted();
      },
      (error: unknown) => {
        if (confirmItsYou.retry(error, () => run(forfeitTokens))) return;
        const contracts = contractsToSettleOf(error);
        if (contracts) {
          setWalletRefusal(null);
          setToSettle({ message: describeError(error), contracts });
        } else if (error instanceof ApiRequestError && error.status === 409 && !forfeitTokens)
          setWalletRefusal(describeError(error));
        else setFailure(describeError(error));
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Delete your account?"
      description="This cannot be undone. What you posted stays, signed “Deleted member”; your sessions, passkeys, recovery codes and developer profile are removed, and this browser becomes a new visitor."
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed === CONFIRM_WORD) confirmItsYou.guard(() => run(false));
        }}
      >
        <TextField
          label={`Type ${CONFIRM_WORD} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          disabled={walletRefusal !== null}
        />
        {walletRefusal && (
          <div role="alert" className="flex flex-col gap-3 rounded-lg bg-amber-50 px-3 py-3 text-sm text-amber-900">
            <p>{walletRefusal}</p>
            <div>
              <Button
                variant="danger"
                isLoading={remove.isPending}
                onClick={() => confirmItsYou.guard(() => run(true))}
              >
                Give my tokens to the bounty pool and delete
              </Button>
            </div>
          </div>
        )}
        {toSettle && <ContractsToSettle {...toSettle} />}
        <FailureMessage message={failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          {!walletRefusal && !toSettle && (
            <Button type="submit" variant="danger" isLoading={remove.isPending} disabled={typed !== CONFIRM_WORD}>
              Delete my account
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
