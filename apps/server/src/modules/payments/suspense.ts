import { formatMoneyAmount } from '@app/shared/money/money';
import { formatRfReference } from '@app/shared/money/rf-reference';
import type { Database } from '../../db/client.ts';
import { bankOf, postOperation, suspenseIn } from '../ledger/ledger.service.ts';
import type { bankStatementEntries } from './payments.tables.ts';

type EntryRow = typeof bankStatementEntries.$inferSelect;

/**
 * A statement credit is money the platform's bank now holds (decision 022): it moves from the bank
 * account into the currency's suspense account, keyed by the entry, until a milestone claims it or
 * the finance role sends it back.
 */
export async function holdInSuspense(tx: Database, row: EntryRow): Promise<void> {
  await postOperation(tx, {
    idempotencyKey: `statement:${row.entryId}`,
    currency: row.currency,
    type: 'Fund',
    description: `Received ${formatMoneyAmount(row)} from ${row.counterpartyName || 'an unnamed payer'}${
      row.reference ? ` (${formatRfReference(row.reference)})` : ''
    }`,
    movements: [{ from: bankOf(row.currency), to: suspenseIn(row.currency), amount: row.amount }],
  });
}
