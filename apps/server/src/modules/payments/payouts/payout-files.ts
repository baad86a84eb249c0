import { toMajorString } from '@app/shared/money/money';
import { PAYOUT_BATCH_MESSAGES, PAYOUT_CSV_COLUMNS } from '@app/shared/payments/payout-batches.schemas';
import type { Database } from '../../../db/client.ts';
import { conflict } from '../../../lib/app-error.ts';
import { toCsv } from '../../../lib/csv.ts';
import type { PlatformBank } from '../../../lib/platform-bank.ts';
import { writePain001 } from './pain001.ts';
import { loadPayoutBatch } from './payout-batches.service.ts';

export interface PayoutFile {
  contentType: 'application/xml' | 'text/csv';
  fileName: string;
  body: string;
}

/**
 * GET /api/admin/payout-batches/:id/file: what the finance role uploads to the bank. Euros as a SEPA
 * credit transfer file (pain.001.001.03) from the platform's account, for execution on the day it
 * is downloaded; any other currency as a CSV for the bank's bulk upload or by hand, amounts in the
 * major unit ('53.37'). The same batch gives the same transfers every time.
 */
export async function payoutFileOf(
  db: Database,
  batchId: string,
  bank: PlatformBank | null,
  now = new Date(),
): Promise<PayoutFile> {
  const { batch, items } = await loadPayoutBatch(db, batchId);
  if (batch.currency !== 'EUR') {
    const rows = items.map((item) => [
      item.endToEndId,
      item.payeeName,
      item.iban,
      item.bic ?? '',
      toMajorString(item),
      item.currency,
      item.remittance,
    ]);
    return { contentType: 'text/csv', fileName: `payouts-${batch.id}.csv`, body: toCsv(PAYOUT_CSV_COLUMNS, rows) };
  }
  if (!bank) throw conflict(PAYOUT_BATCH_MESSAGES.bankNotConfigured);
  const body = writePain001({
    messageId: `PAYOUT-${batch.code}`,
    createdAt: batch.createdAt,
    executionDate: now.toISOString().slice(0, 10),
    debtor: { name: bank.accountName, iban: bank.iban, bic: bank.bic },
    transfers: items.map((item) => ({
      endToEndId: item.endToEndId,
      amount: item.amount,
      creditorName: item.payeeName,
      creditorIban: item.iban,
      creditorBic: item.bic,
      remittance: item.remittance,
    })),
  });
  return { contentType: 'application/xml', fileName: `payouts-${batch.id}.xml`, body };
}
