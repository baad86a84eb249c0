import { LEDGER_CURRENCIES } from '@app/shared/money/currencies';
import { PAYOUT_BATCH_STATUSES, PAYOUT_ITEM_STATUSES } from '@app/shared/payments/payout-batches.schemas';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.tables.ts';
import { bankStatementEntries } from '../payments.tables.ts';

/**
 * A payout batch (issue 42): one bank file of transfers in one currency. `created` moves no money;
 * marking it `sent` pays each item out of the ledger. At most one batch per currency is not sent yet
 * (the partial unique index), so what is owed is never in two files at once, whatever runs at the
 * same moment. Kept for the books, like the ledger.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Eight random hex digits, the stem of every item's EndToEndId. */
    code: text('code').notNull().unique(),
    currency: text('currency', { enum: LEDGER_CURRENCIES }).notNull(),
    status: text('status', { enum: PAYOUT_BATCH_STATUSES }).notNull().default('created'),
    /** In the currency's minor unit. */
    total: integer('total').notNull(),
    itemCount: integer('item_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payout_batches_one_unsent_idx').on(table.currency).where(sql`status = 'created'`),
    index('payout_batches_created_at_idx').on(table.createdAt, table.id),
  ],
);

/**
 * One transfer of a batch: to a member (what the platform owes them, `user_id`) or back to whoever
 * sent a statement credit (`entry_id`). The payee's name, IBAN and BIC are copied as they were when
 * the batch was made, so the file, the ledger and a later return all name the same account.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    /** 1, 2, … within the batch, as in the file. */
    position: integer('position').notNull(),
    /** PO-<code>-<position>: at most 35 characters, as SEPA allows. */
    endToEndId: text('end_to_end_id').notNull().unique(),
    userId: uuid('user_id').references(() => users.id),
    entryId: text('entry_id').references(() => bankStatementEntries.entryId),
    payeeName: text('payee_name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: LEDGER_CURRENCIES }).notNull(),
    remittance: text('remittance').notNull(),
    status: text('status', { enum: PAYOUT_ITEM_STATUSES }).notNull().default('pending'),
    /** The statement entry that brought a returned transfer back, and the bank's reason. */
    returnEntryId: text('return_entry_id'),
    returnReason: text('return_reason'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [
    check('payout_items_amount_positive', sql`${table.amount} > 0`),
    check('payout_items_one_payee', sql`(${table.userId} is null) <> (${table.entryId} is null)`),
    index('payout_items_batch_idx').on(table.batchId, table.position),
    index('payout_items_user_idx').on(table.userId),
    // A credit goes back once.
    uniqueIndex('payout_items_entry_idx').on(table.entryId),
  ],
);
