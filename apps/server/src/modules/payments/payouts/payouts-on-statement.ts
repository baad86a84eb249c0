import { formatMoneyAmount } from '@app/shared/money/money';
import { ACCOUNT_PATH } from '@app/shared/navigation/account-paths';
import { PAYOUT_BATCH_MESSAGES } from '@app/shared/payments/payout-batches.schemas';
import type { Database } from '../../../db/client.ts';
import { bankOf, owedTo, postOperation, suspenseIn } from '../../ledger/ledger.service.ts';
import { notifyUsers } from '../../notifications/notifications.service.ts';
import { hasLeftPlatform } from '../../users/users.service.ts';
import { holdInSuspense } from '../suspense.ts';
import {
  type EntryRow,
  type ItemRow,
  lockEntry,
  lockItemByEndToEndId,
  markItemReturned,
  updateEntry,
} from './payout-batches.repository.ts';

/**
 * What the platform's bank statement says about its own payouts (issue 42): the debit of a transfer
 * it sent, and a transfer the bank gave back (a credit with a return reason and the EndToEndId the
 * batch gave it). A return puts the money back where it was before the payout: owed to the member,
 * or, for a payment the finance role sent back to its sender, unmatched in suspense again.
 */

export const paidOutNote = (item: ItemRow) =>
  `Payout ${item.endToEndId} to ${item.payeeName} (${formatMoneyAmount(item)}), as sent.`;

/** A debit naming a transfer of a batch: matched once the batch is marked sent. Moves nothing. */
export async function recognizePayoutDebit(tx: Database, row: EntryRow): Promise<EntryRow> {
  const item = row.endToEndId ? await lockItemByEndToEndId(tx, row.endToEndId) : null;
  if (!item || item.amount !== row.amount || item.currency !== row.currency) return row;
  if (item.status === 'pending') {
    const note = `The bank sent payout ${item.endToEndId} to ${item.payeeName}: mark its batch sent.`;
    return (await updateEntry(tx, row.entryId, { note })) ?? row;
  }
  return (
    (await updateEntry(tx, row.entryId, { status: 'matched', note: paidOutNote(item), settledAt: new Date() })) ?? row
  );
}

/** Why a returned payment naming `item` is not taken back by itself; null when it is. */
function mismatchOf(row: EntryRow, item: ItemRow): string | null {
  const about = `A payment returned by the bank (reason ${row.returnReason}) for ${item.endToEndId}`;
  if (item.status === 'returned') return `${about}: that payout was returned already. Check it with the bank.`;
  if (item.currency !== row.currency || row.amount > item.amount || (item.entryId && row.amount !== item.amount)) {
    return `${about}: it brings back ${formatMoneyAmount(row)}, and that payout sent ${formatMoneyAmount(item)}. Check it with the bank.`;
  }
  if (item.status === 'pending') {
    return `${about}, whose batch is not marked sent yet: mark it sent, and this payment is taken back with it.`;
  }
  return null;
}

/**
 * A statement credit with a return reason, as the import reads it (in its transaction). Naming a
 * sent transfer, it is taken back at once; otherwise it waits in suspense with the reason.
 */
export async function takeBackReturnedPayout(tx: Database, row: EntryRow): Promise<EntryRow> {
  const item = row.endToEndId ? await lockItemByEndToEndId(tx, row.endToEndId) : null;
  const mismatch = item ? mismatchOf(row, item) : null;
  if (!item || mismatch) {
    await holdInSuspense(tx, row);
    return mismatch ? ((await updateEntry(tx, row.entryId, { note: mismatch })) ?? row) : row;
  }
  return takeBack(tx, item, row, 'bank');
}

/**
 * The returned `entry` of `item`, from the bank (a new credit) or from suspense (a credit imported
 * before its batch was marked sent, already held there).
 */
export async function takeBack(tx: Database, item: ItemRow, entry: EntryRow, from: 'bank' | 'suspense') {
  const reason = entry.returnReason ?? 'not given';
  const now = new Date();
  await markItemReturned(tx, item.id, { entryId: entry.entryId, reason, at: now });
  const about = `Payout ${item.endToEndId} to ${item.payeeName} returned by the bank (reason ${reason})`;
  if (item.entryId) {
    // A payment sent back to its sender that came back: the original credit waits again.
    if (from === 'bank') await holdInSuspense(tx, entry);
    await updateEntry(tx, item.entryId, {
      status: 'unmatched',
      settledAt: null,
      note: `Sent back to ${item.payeeName} with ${item.endToEndId}, but the bank returned it (reason ${reason}): match it, or return it through the bank.`,
    });
    const note = `${about}: the payment it sent back (entry ${item.entryId}) is unmatched again.`;
    return (await updateEntry(tx, entry.entryId, { status: 'matched', note, settledAt: now })) ?? entry;
  }
  const userId = item.userId;
  if (!userId || (await hasLeftPlatform(tx, userId))) {
    if (from === 'bank') await holdInSuspense(tx, entry);
    const note = `${about}; the member has left the platform: return it through the bank.`;
    return (await updateEntry(tx, entry.entryId, { note })) ?? entry;
  }
  await postOperation(tx, {
    // `statement:<entry>` as every credit's first posting; a credit already in suspense moves on from there.
    idempotencyKey: from === 'bank' ? `statement:${entry.entryId}` : `statement:return:${entry.entryId}`,
    currency: item.currency,
    type: 'Refund',
    userId,
    direction: 'in',
    description: `Payout ${item.endToEndId} returned by the bank (reason ${reason}): owed to you again`,
    movements: [
      {
        from: from === 'bank' ? bankOf(item.currency) : suspenseIn(item.currency),
        to: owedTo(userId, item.currency),
        amount: entry.amount,
      },
    ],
  });
  const money = { amount: entry.amount, currency: item.currency };
  await notifyUsers(tx, [
    {
      userId,
      kind: 'payout.returned',
      title: PAYOUT_BATCH_MESSAGES.returnedTitle(money),
      body: PAYOUT_BATCH_MESSAGES.returnedBody(reason),
      link: ACCOUNT_PATH,
      data: { batchId: item.batchId, endToEndId: item.endToEndId },
    },
  ]);
  const note = `${about}: owed to them again.`;
  return (await updateEntry(tx, entry.entryId, { status: 'matched', note, settledAt: now })) ?? entry;
}

/** Returned credits imported before `item`'s batch was marked sent: taken back now. */
export async function takeBackWaitingReturns(tx: Database, item: ItemRow, waiting: readonly EntryRow[]) {
  for (const candidate of waiting) {
    const entry = await lockEntry(tx, candidate.entryId);
    if (entry?.status !== 'unmatched') continue;
    const sent = { ...item, status: 'sent' as const };
    if (mismatchOf(entry, sent)) continue;
    await takeBack(tx, sent, entry, 'suspense');
    return;
  }
}
