import { LEDGER_CURRENCIES } from '@app/shared/money/currencies';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contractMilestones, contracts } from './contracts.tables.ts';

export const INSTRUCTION_STATUSES = ['open', 'paid', 'cancelled'] as const;

/**
 * What a client was asked to pay for a milestone held in escrow by the platform (issue 42): the
 * amount in the currency's minor unit, the platform's account as it was when asked, and an ISO 11649
 * reference unique to the milestone that the bank statement's credit carries back. `open` until a
 * statement entry is matched to it (`paid`), or the milestone is cancelled first.
 */
export const paymentInstructions = pgTable(
  'payment_instructions',
  {
    milestoneId: uuid('milestone_id')
      .primaryKey()
      .references(() => contractMilestones.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** Electronic format, no spaces: RF18539007547034. */
    reference: text('reference').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: LEDGER_CURRENCIES }).notNull(),
    accountName: text('account_name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    status: text('status', { enum: INSTRUCTION_STATUSES }).notNull().default('open'),
    /** The statement entry that paid it. */
    entryId: text('entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    check('payment_instructions_amount_positive', sql`${table.amount} > 0`),
    index('payment_instructions_contract_idx').on(table.contractId),
  ],
);
