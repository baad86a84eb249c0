import { CONTRACT_LIMITS, type ContractAction } from '@app/shared/contracts/contracts.constants';
import { type Contract, ContractDecisionBodySchema } from '@app/shared/contracts/contracts.schemas';
import { useState } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { type ContractMove, useContractMove } from '../api/contract-move';
import { useDeclineContract } from '../api/decline-contract';
import { contractConfirmation } from '../money-confirmations';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { EditTermsDialog } from './edit-terms-dialog';
import { TextFormDialog } from './text-form-dialog';

const BUTTONS: Record<ContractAction, { label: string; variant: ButtonProps['variant'] }> = {
  accept: { label: 'Accept contract', variant: 'primary' },
  decline: { label: 'Decline', variant: 'secondary' },
  edit: { label: 'Edit proposal', variant: 'secondary' },
  withdraw: { label: 'Withdraw proposal', variant: 'ghost' },
  cancel: { label: 'Cancel contract', variant: 'secondary' },
};

const isMove = (action: ContractAction | null): action is ContractMove =>
  action === 'accept' || action === 'withdraw' || action === 'cancel';

interface ContractActionsProps {
  contract: Contract;
  open: ContractAction | null;
  onOpenChange(action: ContractAction | null): void;
  onDone(): void;
}

/** The viewer's moves on the whole contract: answer or change the proposal, or cancel an active contract. */
export function ContractActions({ contract, open, onOpenChange, onDone }: ContractActionsProps) {
  const move = useContractMove();
  const decline = useDeclineContract();
  // The terms as the developer read them when they chose to accept: a later edit answers 409.
  const [readVersion, setReadVersion] = useState(contract.termsVersion);
  const close = () => onOpenChange(null);
  const done = (message: string) => {
    onDone();
    notify('success', message);
  };

  if (contract.actions.length === 0) return null;
  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">Your moves on this contract</legend>
      {contract.actions.map((action) => (
        <Button
          key={action}
          variant={BUTTONS[action].variant}
          onClick={() => {
            setReadVersion(contract.termsVersion);
            onOpenChange(action);
          }}
        >
          {BUTTONS[action].label}
        </Button>
      ))}
      <ConfirmActionDialog
        confirmation={isMove(open) ? contractConfirmation(open, contract) : null}
        onClose={close}
        onConfirm={async () => {
          if (!isMove(open)) return;
          await move.mutateAsync({ contractId: contract.id, move: open, termsVersion: readVersion });
          done(contractConfirmation(open, contract).done);
        }}
      />
      <TextFormDialog
        open={open === 'decline'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Decline this contract?"
        description="The client is told, with your message. They can propose new terms."
        label="Message to the client (optional)"
        hint="Say what would work for you instead."
        rule={ContractDecisionBodySchema.shape.message}
        maxLength={CONTRACT_LIMITS.noteMax}
        submitLabel="Decline contract"
        variant="danger"
        onSubmit={async (message) => {
          await decline.mutateAsync({ contractId: contract.id, body: { message } });
          done('Contract declined. The client was told.');
        }}
      />
      <EditTermsDialog
        open={open === 'edit'}
        onOpenChange={(isOpen) => !isOpen && close()}
        contract={contract}
        onDone={done}
      />
    </fieldset>
  );
}
