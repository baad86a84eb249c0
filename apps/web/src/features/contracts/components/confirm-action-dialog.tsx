import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describeError } from '../../../lib/api-error';
import type { Confirmation } from '../money-confirmations';

interface ConfirmActionDialogProps {
  /** The confirmation to show; null keeps the dialog closed. */
  confirmation: Confirmation | null;
  onClose(): void;
  /** Makes the move; a refusal it throws (409 with the server's reason) is shown in the dialog. */
  onConfirm(): Promise<void>;
}

/** "Fund 100 tokens?": every move that may move money is confirmed first (issue 32 §6). */
export function ConfirmActionDialog({ confirmation, onClose, onConfirm }: ConfirmActionDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (isBusy) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setFailure(null);
    setIsBusy(true);
    try {
      await onConfirm();
      setIsBusy(false);
      onClose();
    } catch (error) {
      setIsBusy(false);
      setFailure(describeError(error, 'This could not be done. Please try again.'));
    }
  };

  return (
    <Dialog
      open={confirmation !== null}
      onOpenChange={(open) => !open && close()}
      title={confirmation?.title ?? ''}
      description={confirmation?.description}
    >
      {failure && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={isBusy}>
          Go back
        </Button>
        <Button
          variant={confirmation?.isDanger ? 'danger' : 'primary'}
          isLoading={isBusy}
          onClick={() => void confirm()}
        >
          {confirmation?.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
