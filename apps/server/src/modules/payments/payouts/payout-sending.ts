import { formatMoneyAmount } from '@app/shared/money/money';
import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { PAYOUT_BATCH_MESSAGES, type PayoutBatch } from '@app/shared/payments/payout-batches.schemas';
import { maskIban } from '@app/shared/payments/payout-details.schemas';
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import { inTransaction } from '../../../lib/transactions.ts';
import { bankOf, owedTo, postOperation, suspenseIn } from '../../ledger/ledger.service.ts';
import { type NewNotification, notifyUsers } from '../../notifications/notifications.service.ts';
import {
  type ItemRow,
  listItemsOf,
  listUnmatchedEntriesNaming,
  lockBatch,
  lockEntry,
  markBatchSent,
  updateEntry,
} from './payout-batches.repository.ts';
import { getPayoutBatch } from './payout-batches.service.ts';
import { paidOutNote, takeBackWaitingReturns } from './payouts-on-statement.ts';

/** What the platform owed the member leaves the ledger: the bank account pays it. */
async function payMember(tx: Database, item: ItemRow, userId: string): Promise<NewNotification> {
  const money = { amount: item.amount, currency: item.currency };
  await postOperation(tx, {
    idempotencyKey: `payout:${item.id}`,
    currency: item.currency,
    type: 'Transfer',
    userId,
    direction: 'out',
    description: `Payout ${item.endToEndId} to ${maskIban(item.iban)}`,
    movements: [{ from: owedTo(userId, item.currency), to: bankOf(item.currency), amount: item.amount }],
    // Only payouts lower what is owed, and a currency has one unsent batch: a bug if it happens.
    insufficient: (_account, balance) =>
      conflict(
        PAYOUT_BATCH_MESSAGES.owedLess(
          item.payeeName,
          { amount: balance, currency: item.currency },
          money,
          item.endToEndId,
        ),
      ),
  });
  return {
    userId,
    kind: 'payout.sent',
    title: PAYOUT_BATCH_MESSAGES.sentTitle(money),
    body: PAYOUT_BATCH_MESSAGES.sentBody(item.endToEndId, maskIban(item.iban)),
    link: ACCOUNT_PATH,
    data: { batchId: item.batchId, endToEndId: item.endToEndId },
  };
}

/** A credit the finance role chose to return leaves suspense, and its entry is `returned`. */
async function sendBack(tx: Database, item: ItemRow, entryId: string, now: Date): Promise<void> {
  const entry = await lockEntry(tx, entryId);
  if (entry?.status !== 'returning')
    throw new Error(`Statement entry ${entryId} of ${item.endToEndId} is not returning`);
  await postOperation(tx, {
    idempotencyKey: `payout:${item.id}`,
    currency: item.currency,
    type: 'Refund',
    description: `Sent ${formatMoneyAmount(item)} back to ${item.payeeName || 'its sender'} (${item.endToEndId})`,
    movements: [{ from: suspenseIn(item.currency), to: bankOf(item.currency), amount: item.amount }],
  });
  await updateEntry(tx, entryId, {
    status: 'returned',
    settledAt: now,
    note: `Sent back to ${item.payeeName || 'its sender'} with payout ${item.endToEndId}.`,
  });
}

/**
 * POST /api/admin/payout-batches/:id/sent: the finance role uploaded the file and the bank took it.
 * In one transaction, under the batch's lock: each member's transfer moves what is owed to them into
 * the bank account (keyed `payout:<item>`), each credit sent back leaves suspense, and each payee is
 * told. Statement entries of these transfers imported before now (the debit, or a return) are settled
 * with them. A member now owed less than their transfer refuses the whole batch; a second call is a 409.
 */
export async function markPayoutBatchSent(db: Database, batchId: string): Promise<PayoutBatch> {
  return inTransaction(db, async (tx) => {
    const batch = await lockBatch(tx, batchId);
    if (!batch) throw notFound(PAYOUT_BATCH_MESSAGES.batchNotFound);
    if (batch.status === 'sent') throw conflict(PAYOUT_BATCH_MESSAGES.alreadySent);
    const items = await listItemsOf(tx, batchId);
    const now = new Date();
    const notices: NewNotification[] = [];
    for (const item of items) {
      if (item.userId) notices.push(await payMember(tx, item, item.userId));
      else if (item.entryId) await sendBack(tx, item, item.entryId, now);
    }
    await markBatchSent(tx, batchId, now);
    await notifyUsers(tx, notices);
    const waiting = await listUnmatchedEntriesNaming(
      tx,
      items.map((item) => item.endToEndId),
    );
    for (const item of items) {
      const naming = waiting.filter((entry) => entry.endToEndId === item.endToEndId);
      const debit = naming.find(
        (entry) => entry.direction === 'debit' && entry.amount === item.amount && entry.currency === item.currency,
      );
      if (debit) await updateEntry(tx, debit.entryId, { status: 'matched', note: paidOutNote(item), settledAt: now });
      await takeBackWaitingReturns(
        tx,
        item,
        naming.filter((entry) => entry.direction === 'credit' && entry.returnReason),
      );
    }
    return getPayoutBatch(tx, batchId);
  });
}
