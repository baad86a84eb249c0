import { CONTRACT_MESSAGES } from '@app/shared/contracts/contracts.constants';
import type { LedgerCurrency } from '@app/shared/money/currencies';
import { formatMoneyAmount, splitFee, wholeUnitsToMinor } from '@app/shared/money/money';
import { formatRfReference } from '@app/shared/money/rf-reference';
import { friendlyIban } from '@app/shared/payments/payout-details.schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type BusinessDocument, renderBusinessDocumentPdf } from '../../lib/business-document-pdf.ts';
import { type ContractViewer, roleIn } from './contract-details.service.ts';
import { findContract, listDisputesOfContract, listMilestonesOf } from './contracts.repository.ts';
import { releasedUnitsOf } from './milestone-money.ts';
import { listInstructionsOf } from './payment-instructions.repository.ts';

const NO_INVOICE = 'This milestone has no transfer to pay: the client is sent an invoice once they fund it.';
const NO_RECEIPT = 'This milestone has no receipt yet: it is issued once its payment is released to the developer.';

/** The contract, the milestone and its transfer, for the client or the admin (the developer has Earnings). */
async function documentParts(db: Database, viewer: ContractViewer, contractId: string, milestoneId: string) {
  const row = await findContract(db, contractId);
  const role = roleIn(row, viewer);
  if (!row || role === 'developer') throw notFound(CONTRACT_MESSAGES.notFound);
  const [milestone] = (await listMilestonesOf(db, [row.id])).filter((m) => m.id === milestoneId);
  if (!milestone) throw notFound(CONTRACT_MESSAGES.milestoneNotFound);
  const [instruction] = await listInstructionsOf(db, [milestone.id]);
  return { row, milestone, instruction };
}

const day = (date: Date) => date.toISOString().slice(0, 10);

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
  const { row, milestone, instruction } = await documentParts(db, viewer, contractId, milestoneId);
  if (!instruction) throw notFound(NO_INVOICE);
  const amount = formatMoneyAmount(instruction);
  const reference = formatRfReference(instruction.reference);
  const document: BusinessDocument = {
    kind: 'Invoice',
    number: reference,
    issuedOn: day(instruction.createdAt),
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

/**
 * GET /api/contracts/:id/milestones/:milestoneId/receipt.pdf (issue 42): once the escrow of a paid
 * milestone was released to the developer (approval, or a dispute's release or split), what the
 * client paid, when, and how it was shared: the developer's pay and the platform's fee in it.
 */
export async function milestoneReceiptPdf(
  db: Database,
  viewer: ContractViewer,
  contractId: string,
  milestoneId: string,
): Promise<{ fileName: string; body: Uint8Array }> {
  const { row, milestone, instruction } = await documentParts(db, viewer, contractId, milestoneId);
  if (instruction?.status !== 'paid' || !instruction.paidAt) throw notFound(NO_RECEIPT);
  const currency = instruction.currency as LedgerCurrency;
  const dispute =
    milestone.status === 'resolved'
      ? (await listDisputesOfContract(db, row.id)).find(
          (d) => d.milestoneId === milestone.id && d.status === 'resolved',
        )
      : undefined;
  const releasedUnits = releasedUnitsOf(milestone, dispute);
  const releasedAt = dispute ? dispute.resolvedAt : milestone.approvedAt;
  if (releasedUnits <= 0 || !releasedAt) throw notFound(NO_RECEIPT);
  const released = { amount: wholeUnitsToMinor(releasedUnits, currency), currency };
  const { fee, net } = splitFee(released, row.feeBasisPoints / 100);
  const refunded = { amount: instruction.amount - released.amount, currency };
  const reference = formatRfReference(instruction.reference);
  const document: BusinessDocument = {
    kind: 'Receipt',
    number: reference,
    issuedOn: day(releasedAt),
    issuer: { name: instruction.accountName, lines: ['Escrow for the marketplace’s contracts'] },
    billTo: { name: row.clientName, lines: [`Contract: ${row.title}`, `Developer: ${row.developerName}`] },
    lines: [
      { description: `Milestone ${milestone.position}: ${milestone.title}`, amount: formatMoneyAmount(instruction) },
    ],
    total: { label: 'Paid', amount: formatMoneyAmount(instruction) },
    details: [
      { label: 'Received on', value: day(instruction.paidAt) },
      { label: 'Released on', value: day(releasedAt) },
      { label: `To ${row.developerName}`, value: formatMoneyAmount(net) },
      { label: `Platform fee (${row.feeBasisPoints / 100}%)`, value: formatMoneyAmount(fee) },
      ...(refunded.amount > 0 ? [{ label: 'Refunded to you', value: formatMoneyAmount(refunded) }] : []),
      { label: 'Reference', value: reference },
    ],
    footer: 'Paid by bank transfer into the platform’s escrow and released when the milestone was settled.',
  };
  return {
    fileName: `receipt-${instruction.reference}.pdf`,
    body: await renderBusinessDocumentPdf(document),
  };
}
