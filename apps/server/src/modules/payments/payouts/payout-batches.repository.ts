import type { LedgerCurrency } from '@app/shared/money/currencies';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { Cursor } from '../../../lib/cursor.ts';
import { bankStatementEntries } from '../payments.tables.ts';
import { payoutBatches, payoutItems } from './payout-batches.tables.ts';

export type BatchRow = typeof payoutBatches.$inferSelect;
export type ItemRow = typeof payoutItems.$inferSelect;
export type NewItemRow = typeof payoutItems.$inferInsert;
export type EntryRow = typeof bankStatementEntries.$inferSelect;

/** A batch with how many of its transfers the bank gave back. */
export type BatchWithReturns = BatchRow & { returnedCount: number };

// Qualified by hand: drizzle writes a column of the only table unqualified, which the subquery would read as its own.
const returnedCount = sql<number>`(select count(*)::int from payout_items i
  where i.batch_id = payout_batches.id and i.status = 'returned')`.mapWith(Number);

export async function findUnsentBatch(db: Database, currency: LedgerCurrency): Promise<BatchRow | null> {
  const [row] = await db
    .select()
    .from(payoutBatches)
    .where(and(eq(payoutBatches.currency, currency), eq(payoutBatches.status, 'created')))
    .limit(1);
  return row ?? null;
}

/** Null when the code is taken or the currency already has a batch not sent (another request's, a moment ago). */
export async function insertBatch(
  db: Database,
  batch: { code: string; currency: LedgerCurrency; total: number; itemCount: number },
): Promise<BatchRow | null> {
  const [row] = await db.insert(payoutBatches).values(batch).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertItems(db: Database, items: NewItemRow[]): Promise<ItemRow[]> {
  return items.length === 0 ? [] : db.insert(payoutItems).values(items).returning();
}

export async function listBatchRows(
  db: Database,
  options: { cursor: Cursor | null; limit: number },
): Promise<BatchWithReturns[]> {
  const after = options.cursor
    ? sql`(${payoutBatches.createdAt}, ${payoutBatches.id}) < (select created_at, id from payout_batches where id = ${options.cursor.id})`
    : undefined;
  return db
    .select({ ...payoutBatchColumns, returnedCount })
    .from(payoutBatches)
    .where(after)
    .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
    .limit(options.limit + 1);
}

const payoutBatchColumns = {
  id: payoutBatches.id,
  code: payoutBatches.code,
  currency: payoutBatches.currency,
  status: payoutBatches.status,
  total: payoutBatches.total,
  itemCount: payoutBatches.itemCount,
  createdAt: payoutBatches.createdAt,
  sentAt: payoutBatches.sentAt,
};

export async function findBatchRow(db: Database, id: string): Promise<BatchWithReturns | null> {
  const [row] = await db
    .select({ ...payoutBatchColumns, returnedCount })
    .from(payoutBatches)
    .where(eq(payoutBatches.id, id));
  return row ?? null;
}

/** The batch, locked until the transaction ends: one "mark sent" at a time. */
export async function lockBatch(db: Database, id: string): Promise<BatchRow | null> {
  const [row] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
  return row ?? null;
}

export async function listItemsOf(db: Database, batchId: string): Promise<ItemRow[]> {
  return db.select().from(payoutItems).where(eq(payoutItems.batchId, batchId)).orderBy(asc(payoutItems.position));
}

export async function markBatchSent(db: Database, batchId: string, sentAt: Date): Promise<void> {
  await db.update(payoutBatches).set({ status: 'sent', sentAt }).where(eq(payoutBatches.id, batchId));
  await db.update(payoutItems).set({ status: 'sent' }).where(eq(payoutItems.batchId, batchId));
}

/** The transfer a bank names by its EndToEndId, locked: a return is taken back once. */
export async function lockItemByEndToEndId(db: Database, endToEndId: string): Promise<ItemRow | null> {
  const [row] = await db.select().from(payoutItems).where(eq(payoutItems.endToEndId, endToEndId)).for('update');
  return row ?? null;
}

export async function markItemReturned(
  db: Database,
  itemId: string,
  ret: { entryId: string; reason: string; at: Date },
): Promise<void> {
  await db
    .update(payoutItems)
    .set({ status: 'returned', returnEntryId: ret.entryId, returnReason: ret.reason, returnedAt: ret.at })
    .where(eq(payoutItems.id, itemId));
}

/** The credits the finance role chose to send back in `currency`, oldest first. */
export async function listEntriesToReturn(db: Database, currency: LedgerCurrency): Promise<EntryRow[]> {
  return db
    .select()
    .from(bankStatementEntries)
    .where(and(eq(bankStatementEntries.status, 'returning'), eq(bankStatementEntries.currency, currency)))
    .orderBy(asc(bankStatementEntries.bookedOn), asc(bankStatementEntries.entryId));
}

export async function lockEntry(db: Database, entryId: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(bankStatementEntries)
    .where(eq(bankStatementEntries.entryId, entryId))
    .for('update');
  return row ?? null;
}

export async function updateEntry(
  db: Database,
  entryId: string,
  changes: Partial<Pick<EntryRow, 'status' | 'note' | 'settledAt'>>,
): Promise<EntryRow | null> {
  const [row] = await db
    .update(bankStatementEntries)
    .set(changes)
    .where(eq(bankStatementEntries.entryId, entryId))
    .returning();
  return row ?? null;
}

/**
 * Unmatched entries that name these EndToEndIds: the debit of a payout, or its return, that the bank
 * booked before the batch was marked sent.
 */
export async function listUnmatchedEntriesNaming(db: Database, endToEndIds: readonly string[]): Promise<EntryRow[]> {
  if (endToEndIds.length === 0) return [];
  return db
    .select()
    .from(bankStatementEntries)
    .where(
      and(eq(bankStatementEntries.status, 'unmatched'), inArray(bankStatementEntries.endToEndId, [...endToEndIds])),
    )
    .orderBy(asc(bankStatementEntries.bookedOn), asc(bankStatementEntries.entryId));
}
