import { CONTROL_CENTER_MESSAGES } from '@app/shared/ai-member/ai-member.constants';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

/**
 * A button that needs the admin token. Without it the button stays visible and focusable but
 * does nothing (aria-disabled), and says why.
 */
export function AdminActionButton({
  isLocked,
  onClick,
  className,
  children,
  ...props
}: ButtonProps & { isLocked: boolean }) {
  const noteId = useId();
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        {...props}
        aria-disabled={isLocked || undefined}
        aria-describedby={isLocked ? noteId : undefined}
        className={cn(isLocked && 'cursor-not-allowed opacity-60', className)}
        onClick={isLocked ? undefined : onClick}
      >
        {isLocked && <Lock className="size-4" aria-hidden />}
        {children}
      </Button>
      {isLocked && <AdminNote id={noteId} />}
    </div>
  );
}

export function AdminNote({ id }: { id?: string }) {
  return (
    <p id={id} className="text-xs text-amber-800">
      {CONTROL_CENTER_MESSAGES.adminNeeded}
    </p>
  );
}
