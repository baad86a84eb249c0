import { FUNDING_CATEGORIES, FUNDING_KINDS } from '@app/shared/funding/funding.constants';
import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** What a visitor asked the funding simulator to do, with the result the server computed. */
export const fundingIntents = pgTable(
  'funding_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FUNDING_KINDS }).notNull(),
    category: text('category', { enum: FUNDING_CATEGORIES }).notNull(),
    /** ETH for lend and provide, US dollars for borrow. */
    amount: doublePrecision('amount').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('funding_intents_user_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('funding_intents_kind_idx').on(table.kind, table.category),
  ],
);
