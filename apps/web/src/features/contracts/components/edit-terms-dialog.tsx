import type { Contract } from '@app/shared/contracts/contracts.schemas';
import { Dialog } from '../../../components/ui/dialog';
import { useUpdateContractTerms } from '../api/update-contract-terms';
import { ContractTermsForm } from './contract-terms-form';

interface EditTermsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  contract: Contract;
  onDone(message: string): void;
}

/** The client changes a proposal before the developer answers it: the same form as proposing, filled in. */
export function EditTermsDialog({ open, onOpenChange, contract, onDone }: EditTermsDialogProps) {
  const update = useUpdateContractTerms();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title="Edit the proposal"
      description="The developer is told about the new terms and answers those."
    >
      {open && (
        <ContractTermsForm
          defaultValues={{
            title: contract.title,
            scope: contract.scope,
            currency: contract.currency,
            milestones: [...contract.milestones]
              .sort((a, b) => a.position - b.position)
              .map(({ title, amount, dueDate }) => ({ title, amount, dueDate })),
          }}
          submitLabel="Save the new terms"
          onCancel={() => onOpenChange(false)}
          onSubmit={async (terms) => {
            await update.mutateAsync({ contractId: contract.id, terms });
            onOpenChange(false);
            onDone('Proposal updated. The developer was told.');
          }}
        />
      )}
    </Dialog>
  );
}
