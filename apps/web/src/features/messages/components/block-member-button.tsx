import { Ban } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

/** The confirmation (Radix dialog) loads when someone asks to block, not with the inbox. */
const BlockMemberDialog = lazy(() =>
  import('./block-member-dialog').then((module) => ({ default: module.BlockMemberDialog })),
);

interface BlockMemberButtonProps {
  memberId: string;
  memberName: string;
  /** Whether I block them now. */
  isBlocked: boolean;
}

/** "Block" or "Unblock" the other person of a conversation (issue 41 §5), with a confirmation. */
export function BlockMemberButton({ memberId, memberName, isBlocked }: BlockMemberButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
        <Ban className="size-4" aria-hidden />
        {isBlocked ? 'Unblock' : 'Block'}
        <span className="sr-only"> {memberName}</span>
      </Button>
      {isConfirming && (
        <Suspense fallback={null}>
          <BlockMemberDialog
            memberId={memberId}
            memberName={memberName}
            isBlocking={!isBlocked}
            onClose={() => setIsConfirming(false)}
          />
        </Suspense>
      )}
    </>
  );
}
