import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { downloadMilestoneDocument, type MilestoneDocument } from '../api/milestone-documents';

/** Downloads a milestone's invoice or receipt PDF; a failure says why in a toast and nothing is lost. */
export function DocumentButton({
  contractId,
  milestoneId,
  document,
  reference,
}: {
  contractId: string;
  milestoneId: string;
  document: MilestoneDocument;
  reference: string;
}) {
  const [isLoading, setIsLoading] = useState(false);
  const download = async () => {
    setIsLoading(true);
    try {
      await downloadMilestoneDocument(contractId, milestoneId, document, reference);
    } catch (error) {
      notify('error', describeError(error, `The ${document} could not be downloaded. Please try again.`));
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" isLoading={isLoading} onClick={() => void download()}>
      <FileDown className="size-4" aria-hidden />
      {document === 'invoice' ? 'Download invoice (PDF)' : 'Download receipt (PDF)'}
    </Button>
  );
}
