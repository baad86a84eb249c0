import { apiFile } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { milestoneApiPath } from './contracts-keys';

export type MilestoneDocument = 'invoice' | 'receipt';

/** GET …/invoice.pdf or …/receipt.pdf with the visitor's token, saved as a file (issue 42). */
export async function downloadMilestoneDocument(
  contractId: string,
  milestoneId: string,
  document: MilestoneDocument,
  reference: string,
): Promise<void> {
  const file = await apiFile(`${milestoneApiPath(contractId, milestoneId)}/${document}.pdf`);
  downloadFile(`${document}-${reference}.pdf`, file);
}
