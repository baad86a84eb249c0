import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * Where the platform pays a member out (issue 42): one account per member, checked when saved
 * (packages/shared/src/payments/payout-details.schemas.ts), given back masked. It goes with the
 * account (account-data.policy.ts).
 */
export const payoutDetails = pgTable(
  'payout_details',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountHolder: text('account_holder').notNull(),
    /** Electronic format: capitals, no spaces. */
    iban: text('iban').notNull(),
    bic: text('bic'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('payout_details_iban_format', sql`${table.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`)],
);
