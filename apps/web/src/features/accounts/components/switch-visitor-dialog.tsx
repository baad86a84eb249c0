import type { OwnedSummary } from '@app/shared/accounts/accounts.schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { switchVisitorWarning } from '../owned-summary';

interface SwitchVisitorDialogProps {
  /** What the current visitor owns; null when closed. */
  owns: OwnedSummary | null;
  onCancel(): void;
  onContinue(): void;
}

/** Said before signing in over an anonymous visitor with content (issue 21 §2): nothing is merged. */
export function SwitchVisitorDialog({ owns, onCancel, onContinue }: SwitchVisitorDialogProps) {
  return (
    <Dialog
      open={owns !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Switch to your saved account?"
      description={owns ? switchVisitorWarning(owns) : undefined}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          To keep a way back to this browser's visitor, cancel and save it with a passkey first.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onContinue}>Continue</Button>
        </div>
      </div>
    </Dialog>
  );
}
