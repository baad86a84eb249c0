import {
  CONTRACT_LIMITS,
  MILESTONE_ACTION_LABELS,
  type MilestoneAction,
} from '@app/shared/contracts/contracts.constants';
import {
  type Contract,
  DisputeBodySchema,
  type Milestone,
  RequestCancellationBodySchema,
  RequestChangesBodySchema,
} from '@app/shared/contracts/contracts.schemas';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { isMilestoneMove, useMilestoneMove } from '../api/milestone-move';
import { useOpenDispute } from '../api/open-dispute';
import { useRequestCancellation } from '../api/request-cancellation';
import { useRequestChanges } from '../api/request-changes';
import { milestoneConfirmation } from '../money-confirmations';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import { SubmitDeliveryDialog } from './submit-delivery-dialog';
import { TextFormDialog } from './text-form-dialog';

const VARIANTS: Record<MilestoneAction, ButtonProps['variant']> = {
  fund: 'primary',
  submit: 'primary',
  'request-changes': 'secondary',
  approve: 'primary',
  'record-payment': 'primary',
  'confirm-payment': 'primary',
  dispute: 'ghost',
  cancel: 'ghost',
  'request-cancellation': 'ghost',
  'accept-cancellation': 'secondary',
  'decline-cancellation': 'secondary',
};

interface MilestoneActionsProps {
  contract: Contract;
  milestone: Milestone;
  /** The dialog open for this milestone (the item keeps it, to place the focus once it closes). */
  open: MilestoneAction | null;
  onOpenChange(action: MilestoneAction | null): void;
  /** A move took effect: the toast, and the focus back on the milestone if its button is gone. */
  onDone(message: string): void;
}

/** The viewer's next moves on one milestone, as the server lists them, each confirmed or asked for in a dialog. */
export function MilestoneActions({ contract, milestone, open, onOpenChange, onDone }: MilestoneActionsProps) {
  const move = useMilestoneMove();
  const requestChanges = useRequestChanges();
  const openDispute = useOpenDispute();
  const requestCancellation = useRequestCancellation();
  const ids = { contractId: contract.id, milestoneId: milestone.id };
  const close = () => onOpenChange(null);
  const moveAction = open && isMilestoneMove(open) ? open : null;
  const done = (message: string) => {
    onDone(message);
    notify('success', message);
  };

  if (milestone.actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {milestone.actions.map((action) => (
        <Button key={action} size="sm" variant={VARIANTS[action]} onClick={() => onOpenChange(action)}>
          {MILESTONE_ACTION_LABELS[action]}
          <span className="sr-only">: {milestone.title}</span>
        </Button>
      ))}
      <ConfirmActionDialog
        confirmation={moveAction && milestoneConfirmation(moveAction, contract, milestone)}
        onClose={close}
        onConfirm={async () => {
          if (!moveAction) return;
          await move.mutateAsync({ ...ids, move: moveAction });
          done(milestoneConfirmation(moveAction, contract, milestone).done);
        }}
      />
      <SubmitDeliveryDialog
        open={open === 'submit'}
        onOpenChange={(isOpen) => !isOpen && close()}
        contractId={contract.id}
        milestone={milestone}
        onDone={done}
      />
      <RecordPaymentDialog
        open={open === 'record-payment'}
        onOpenChange={(isOpen) => !isOpen && close()}
        contractId={contract.id}
        currency={contract.currency}
        milestone={milestone}
        onDone={done}
      />
      <TextFormDialog
        open={open === 'request-changes'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={`Ask for changes to “${milestone.title}”`}
        description="The milestone goes back to the developer with your note. It stays funded: from now on it is cancelled only if the developer agrees, or by a dispute."
        label="What should change"
        rule={RequestChangesBodySchema.shape.note}
        maxLength={CONTRACT_LIMITS.noteMax}
        submitLabel="Request changes"
        onSubmit={async (note = '') => {
          await requestChanges.mutateAsync({ ...ids, body: { note } });
          done('Changes requested. The developer was told.');
        }}
      />
      <TextFormDialog
        open={open === 'dispute'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={`Open a dispute on “${milestone.title}”`}
        description="The admin reads both sides and decides: release to the developer, refund to the client, or a split. Nothing moves until then."
        label="Why you dispute it"
        hint={`At least ${CONTRACT_LIMITS.reasonMin} characters. The other party reads it too.`}
        rule={DisputeBodySchema.shape.reason}
        maxLength={CONTRACT_LIMITS.reasonMax}
        submitLabel="Open dispute"
        variant="danger"
        onSubmit={async (reason = '') => {
          await openDispute.mutateAsync({ ...ids, body: { reason } });
          done('Dispute opened. The admin will resolve it.');
        }}
      />
      <TextFormDialog
        open={open === 'request-cancellation'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={`Ask to cancel “${milestone.title}”`}
        description="This milestone was delivered, so it is cancelled (and its escrow refunded) only if the developer agrees. Nothing moves until they answer; they read your reason."
        label="Why you want to cancel it"
        hint={`At least ${CONTRACT_LIMITS.reasonMin} characters.`}
        rule={RequestCancellationBodySchema.shape.reason}
        maxLength={CONTRACT_LIMITS.reasonMax}
        submitLabel="Ask the developer"
        onSubmit={async (reason = '') => {
          await requestCancellation.mutateAsync({ ...ids, body: { reason } });
          done('Cancellation requested. The developer was told.');
        }}
      />
    </div>
  );
}
