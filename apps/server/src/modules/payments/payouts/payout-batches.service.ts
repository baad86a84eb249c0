import { randomBytes } from 'node:crypto';
import type { PageQuery } from '@app/shared/api/pagination.schemas';
import type { LedgerCurrency } from '@app/shared/money/currencies';
import { toMajorString } from '@app/shared/money/money';
import { formatRfReference } from '@app/shared/money/rf-reference';
import { BRAND_NAME } from '@app/shared/navigation/routes';
import {
  PAYOUT_BATCH_MESSAGES,
  type PayoutBatch,
  type PayoutBatchSummary,
  type PayoutItem,
  payoutMinimumOf,
  type SkippedPayee,
} from '@app/shared/payments/payout-batches.schemas';
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../../lib/cursor.ts';
import { inTransaction } from '../../../lib/transactions.ts';
import { listPayoutAccountsOf } from '../../accounts/payout-details.service.ts';
import { owedInCurrency } from '../../ledger/ledger.service.ts';
import {
  type BatchWithReturns,
  type EntryRow,
  findBatchRow,
  findUnsentBatch,
  type ItemRow,
  insertBatch,
  insertItems,
  listBatchRows,
  listEntriesToReturn,
  listItemsOf,
  type NewItemRow,
} from './payout-batches.repository.ts';

export function toItemView(row: ItemRow): PayoutItem {
  return {
    id: row.id,
    endToEndId: row.endToEndId,
    kind: row.userId ? 'member' : 'return',
    userId: row.userId,
    entryId: row.entryId,
    payeeName: row.payeeName,
    iban: row.iban,
    bic: row.bic,
    amount: row.amount,
    currency: row.currency,
    remittance: row.remittance,
    status: row.status,
    returnReason: row.returnReason,
    returnedAt: row.returnedAt?.toISOString() ?? null,
  };
}

function toSummary(row: BatchWithReturns): PayoutBatchSummary {
  return {
    id: row.id,
    code: row.code,
    currency: row.currency,
    status: row.status,
    itemCount: row.itemCount,
    total: row.total,
    returnedCount: row.returnedCount,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** Eight hex digits; a clash with an earlier batch is tried again (insertBatch refuses it). */
const batchCode = () => randomBytes(4).toString('hex').toUpperCase();

async function insertUnsentBatch(tx: Database, currency: LedgerCurrency, total: number, itemCount: number) {
  for (;;) {
    const batch = await insertBatch(tx, { code: batchCode(), currency, total, itemCount });
    if (batch) return batch;
    // Another request made this currency's batch since we looked: the partial unique index waited for it.
    const open = await findUnsentBatch(tx, currency);
    if (open) throw conflict(PAYOUT_BATCH_MESSAGES.unsentBatch(currency, open.code));
  }
}

/** What a payer reads on their statement when their payment comes back. */
function returnRemittance(entry: EntryRow): string {
  const about = entry.reference
    ? `, ${formatRfReference(entry.reference)}`
    : entry.remittance
      ? `: ${entry.remittance}`
      : '';
  return `Return of your payment of ${entry.currency} ${toMajorString(entry)} of ${entry.bookedOn}${about}`;
}

type Planned = Omit<NewItemRow, 'batchId' | 'position' | 'endToEndId'>;

/**
 * POST /api/admin/payout-batches: one transfer to each member owed at least the currency's minimum
 * (payoutMinimumOf) who has saved payout details, for all they are owed, and one back to the sender
 * of each credit the finance role chose to return. Members owed without details are left out and
 * named. Nothing moves in the ledger: the money leaves when the batch is marked sent
 * (payout-sending.ts). A currency with a batch not sent yet gets no second one.
 */
export async function createPayoutBatch(
  db: Database,
  currency: LedgerCurrency,
): Promise<{ batch: PayoutBatch; skipped: SkippedPayee[] }> {
  return inTransaction(db, async (tx) => {
    const open = await findUnsentBatch(tx, currency);
    if (open) throw conflict(PAYOUT_BATCH_MESSAGES.unsentBatch(currency, open.code));
    const minimum = payoutMinimumOf(currency);
    const owed = (await owedInCurrency(tx, currency)).filter((row) => row.amount >= minimum);
    const accounts = new Map(
      (
        await listPayoutAccountsOf(
          tx,
          owed.map((row) => row.userId),
        )
      ).map((a) => [a.userId, a]),
    );
    const planned: Planned[] = [];
    const skipped: SkippedPayee[] = [];
    for (const { userId, amount } of owed) {
      const payee = accounts.get(userId);
      if (!payee?.account) {
        skipped.push({
          userId,
          name: payee?.name ?? '',
          amount,
          currency,
          reason: PAYOUT_BATCH_MESSAGES.noPayoutDetails,
        });
        continue;
      }
      const { accountHolder, iban, bic } = payee.account;
      planned.push({ userId, payeeName: accountHolder, iban, bic, amount, currency, remittance: '' });
    }
    for (const entry of await listEntriesToReturn(tx, currency)) {
      if (!entry.counterpartyIban) continue;
      planned.push({
        entryId: entry.entryId,
        payeeName: entry.counterpartyName,
        iban: entry.counterpartyIban,
        bic: null,
        amount: entry.amount,
        currency,
        remittance: returnRemittance(entry),
      });
    }
    if (planned.length === 0) throw conflict(PAYOUT_BATCH_MESSAGES.nothingToPay(currency, skipped.length));
    const total = planned.reduce((sum, item) => sum + item.amount, 0);
    const batch = await insertUnsentBatch(tx, currency, total, planned.length);
    const items = await insertItems(
      tx,
      planned.map((item, index) => {
        const endToEndId = `PO-${batch.code}-${index + 1}`;
        return {
          ...item,
          batchId: batch.id,
          position: index + 1,
          endToEndId,
          remittance: item.remittance || `${BRAND_NAME} payout ${endToEndId}`,
        };
      }),
    );
    return { batch: toBatchView({ ...batch, returnedCount: 0 }, items), skipped };
  });
}

function toBatchView(batch: BatchWithReturns, items: readonly ItemRow[]): PayoutBatch {
  return { ...toSummary(batch), items: items.map(toItemView) };
}

/** GET /api/admin/payout-batches: newest first. */
export async function listPayoutBatches(db: Database, query: PageQuery) {
  const rows = await listBatchRows(db, { cursor: decodeCursor(query.cursor), limit: query.limit });
  const page = toPage(rows, query.limit);
  return { batches: page.items.map(toSummary), nextCursor: page.nextCursor };
}

/** GET /api/admin/payout-batches/:id: the batch with every transfer. */
export async function getPayoutBatch(db: Database, id: string): Promise<PayoutBatch> {
  const { batch, items } = await loadPayoutBatch(db, id);
  return toBatchView(batch, items);
}

export async function loadPayoutBatch(
  db: Database,
  id: string,
): Promise<{ batch: BatchWithReturns; items: ItemRow[] }> {
  const batch = await findBatchRow(db, id);
  if (!batch) throw notFound(PAYOUT_BATCH_MESSAGES.batchNotFound);
  return { batch, items: await listItemsOf(db, id) };
}
