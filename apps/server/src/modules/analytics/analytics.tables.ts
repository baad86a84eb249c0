import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** Events sent by the web tracker (part-1 §7 POST /analytics). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    path: text('path'),
    sessionId: text('session_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_name_occurred_at_idx').on(table.name, table.occurredAt),
    index('analytics_events_occurred_at_idx').on(table.occurredAt),
    index('analytics_events_user_id_fk_idx').on(table.userId),
  ],
);
