import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import { formatMoneyAmount } from '@app/shared/money/money';
import { formatRfReference } from '@app/shared/money/rf-reference';
import { friendlyIban } from '@app/shared/payments/payout-details.schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type BusinessDocument, renderBusinessDocumentPdf } from '../../lib/business-document-pdf.ts';
import { type ContractViewer, roleIn } from './contract-details.service.ts';
import { findContract, listMilestonesOf } from './contracts.repository.ts';
import { listInstructionsOf } from './payment-instructions.repository.ts';

const NO_INVOICE = 'This milestone has no transfer to pay: the client is sent an invoice once they fund it.';

/**
 * GET /api/contracts/:id/milestones/:milestoneId/invoice.pdf (issue 42): the transfer the client was
 * asked for, as an invoice with the same amount, account and reference. The client's and the admin's
 * to read; the developer sees what they are owed on Earnings instead.
 */
export async function milestoneInvoicePdf(
  db: Database,
  viewer: ContractViewer,
  contractId: string,
  milestoneId: string,
): Promise<{ fileName: string; body: Uint8Array }> {
  const row = await findContract(db, contractId);
  const role = roleIn(row, viewer);
  if (!row || role === 'developer') throw notFound(CONTRACT_MESSAGES.notFound);
  const [milestone] = (await listMilestonesOf(db, [row.id])).filter((m) => m.id === milestoneId);
  if (!milestone) throw notFound(CONTRACT_MESSAGES.milestoneNotFound);
  const [instruction] = await listInstructionsOf(db, [milestone.id]);
  if (!instruction) throw notFound(NO_INVOICE);
  const amount = formatMoneyAmount(instruction);
  const reference = formatRfReference(instruction.reference);
  const document: BusinessDocument = {
    kind: 'Invoice',
    number: reference,
    issuedOn: instruction.createdAt.toISOString().slice(0, 10),
    issuer: { name: instruction.accountName, lines: ['Escrow for the marketplace’s contracts'] },
    billTo: { name: row.clientName, lines: [`Contract: ${row.title}`, `Developer: ${row.developerName}`] },
    lines: [{ description: `Milestone ${milestone.position}: ${milestone.title}`, amount }],
    total: { label: 'To transfer', amount },
    details:
      instruction.status === 'open'
        ? []
        : [{ label: 'Status', value: instruction.status === 'paid' ? 'Paid, held in escrow' : 'Cancelled' }],
    payment: {
      heading: 'Pay by bank transfer',
      rows: [
        { label: 'Account holder', value: instruction.accountName },
        { label: 'IBAN', value: friendlyIban(instruction.iban) },
        { label: 'BIC', value: instruction.bic },
        { label: 'Reference', value: reference },
        { label: 'Amount', value: amount },
      ],
      note: 'Type the reference into your bank’s reference field exactly as shown, and send the whole amount in one transfer: the platform matches your payment by it.',
    },
    footer:
      'The platform holds this payment in escrow. It is released to the developer, less the platform’s fee, when you approve the milestone; a cancellation or a dispute’s refund returns it to you.',
  };
  return {
    fileName: `invoice-${instruction.reference}.pdf`,
    body: await renderBusinessDocumentPdf(document),
  };
}
