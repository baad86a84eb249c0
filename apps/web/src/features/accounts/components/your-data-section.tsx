import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useExportAccount } from '../api/export-account';
import { AccountSection, FailureMessage } from './account-section';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Your data" (issue 21 §6): everything you own as a JSON file, and deleting the account. */
export function YourDataSection({ onDeleted }: { onDeleted(): void }) {
  const exportData = useExportAccount();
  const [isDeleting, setIsDeleting] = useState(false);

  return (
    <AccountSection
      title="Your data"
      description="Download everything this account owns as a JSON file, or delete the account. Deleting keeps what you posted, signed “Deleted member”, and removes your sessions, passkeys, recovery codes and developer profile."
    >
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          isLoading={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, { onSuccess: () => notify('success', 'Your data was downloaded.') })
          }
        >
          <Download className="size-4" aria-hidden />
          Download my data
        </Button>
        <Button variant="danger" onClick={() => setIsDeleting(true)}>
          <Trash2 className="size-4" aria-hidden />
          Delete my account
        </Button>
      </div>
      <FailureMessage message={exportData.isError ? describeError(exportData.error) : null} />
      <DeleteAccountDialog open={isDeleting} onOpenChange={setIsDeleting} onDeleted={onDeleted} />
    </AccountSection>
  );
}
