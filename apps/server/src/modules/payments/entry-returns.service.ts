import type { StatementEntryView } from '@app/shared/payments/bank-statements.schemas';
import { PAYOUT_BATCH_MESSAGES } from '@app/shared/payments/payout-batches.schemas';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transactions.ts';
import { lockEntry, updateEntry } from './payouts/payout-batches.repository.ts';
import { ENTRY_NOT_FOUND, toEntryView } from './statement-import.service.ts';

/**
 * POST /api/admin/bank-statements/entries/:id/return: the finance role sends an unmatched credit back
 * to the account it came from (a short payment, a cancelled milestone's, one nobody can place). It
 * leaves the unmatched list and goes out with the next payout batch of its currency; its money stays
 * in suspense until that batch is marked sent. A credit without the sender's IBAN cannot be put in a
 * bank file: the bank's own return is the way.
 */
export async function returnEntry(db: Database, entryId: string): Promise<StatementEntryView> {
  return inTransaction(db, async (tx) => {
    const row = await lockEntry(tx, entryId);
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    if (row.direction !== 'credit' || row.status !== 'unmatched') {
      throw conflict(PAYOUT_BATCH_MESSAGES.notUnmatchedCredit);
    }
    if (!row.counterpartyIban) throw conflict(PAYOUT_BATCH_MESSAGES.noAccountToReturn);
    const updated = await updateEntry(tx, entryId, {
      status: 'returning',
      note: PAYOUT_BATCH_MESSAGES.goesBack(row.counterpartyName),
    });
    return toEntryView(updated ?? row);
  });
}
