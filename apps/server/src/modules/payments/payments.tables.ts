import { LEDGER_CURRENCIES } from '@app/shared/money/currencies';
import { STATEMENT_ENTRY_STATUSES } from '@app/shared/payments/bank-statements.schemas';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every movement a bank statement reported on the platform's account (issue 42), once: `entry_id` is
 * the statement's own stable id for it (statements/statement-entry.ts), so importing a statement
 * twice, or on two instances at once, adds each entry once. A credit that no milestone claims is
 * `unmatched` until the finance role matches it, or sends it back: `returning` until the payout
 * batch that carries it is marked sent, then `returned`.
 */
export const bankStatementEntries = pgTable(
  'bank_statement_entries',
  {
    entryId: text('entry_id').primaryKey(),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    /** In the currency's minor unit, positive. */
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: LEDGER_CURRENCIES }).notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    remittance: text('remittance').notNull().default(''),
    counterpartyName: text('counterparty_name').notNull().default(''),
    counterpartyIban: text('counterparty_iban'),
    endToEndId: text('end_to_end_id'),
    returnReason: text('return_reason'),
    status: text('status', { enum: STATEMENT_ENTRY_STATUSES }).notNull().default('unmatched'),
    /** Why an entry waits for the finance role, or what it paid, in a sentence. */
    note: text('note').notNull().default(''),
    /** The milestone a matched credit funded (its contract may be gone: no reference is kept). */
    milestoneId: uuid('milestone_id'),
    contractId: uuid('contract_id'),
    /** When the entry was matched or returned. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The file's name as the admin sent it, for the record. */
    statementName: text('statement_name').notNull().default(''),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('bank_statement_entries_amount_positive', sql`${table.amount} > 0`),
    index('bank_statement_entries_unmatched_idx').on(table.bookedOn, table.entryId).where(sql`status = 'unmatched'`),
  ],
);
