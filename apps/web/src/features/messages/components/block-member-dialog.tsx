import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { describeError } from '../../../lib/api-error';
import { useSetMemberBlock } from '../api/set-member-block';

interface BlockMemberDialogProps {
  memberId: string;
  memberName: string;
  /** What the confirmation does: block them, or unblock them. */
  isBlocking: boolean;
  onClose(): void;
}

/** "Block Sam?": blocking and unblocking are confirmed first (issue 41 §5); a failure is shown here. */
export function BlockMemberDialog({ memberId, memberName, isBlocking, onClose }: BlockMemberDialogProps) {
  const setBlock = useSetMemberBlock(memberId);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await setBlock.mutateAsync(isBlocking);
      onClose();
    } catch (error) {
      setFailure(describeError(error, 'This could not be done. Please try again.'));
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !setBlock.isPending && onClose()}
      title={isBlocking ? `Block ${memberName}?` : `Unblock ${memberName}?`}
      description={
        isBlocking
          ? `${memberName} will no longer be able to send you messages, invite you to jobs or apply to yours. You can still write to them, and unblock them at any time.`
          : `${memberName} will be able to send you messages, invite you to jobs and apply to yours again.`
      }
    >
      {failure && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={setBlock.isPending}>
          Go back
        </Button>
        <Button
          variant={isBlocking ? 'danger' : 'primary'}
          isLoading={setBlock.isPending}
          onClick={() => void confirm()}
        >
          {isBlocking ? 'Block' : 'Unblock'}
        </Button>
      </div>
    </Dialog>
  );
}
