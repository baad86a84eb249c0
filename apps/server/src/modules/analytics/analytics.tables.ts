import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * What the summary counts of events past their retention (issue 40 §6, docs/decisions/019), written
 * by the retention sweep before it deletes them: per UTC day, name and path, how many events.
 */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day').notNull(),
    name: text('name').notNull(),
    path: text('path'),
    events: integer('events').notNull(),
  },
  (table) => [index('analytics_daily_counts_day_idx').on(table.day)],
);

/**
 * The distinct sessions and users of each rolled-up day (one row per day, session and user), so
 * the summary's distinct sessions and users over any run of days stay exact after the events go.
 */
export const analyticsDailyVisits = pgTable(
  'analytics_daily_visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day').notNull(),
    sessionId: text('session_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('analytics_daily_visits_day_idx').on(table.day),
    index('analytics_daily_visits_user_id_fk_idx').on(table.userId),
  ],
);

/**
 * Up to where the events are rolled up (`summarisedBefore`, the start of a UTC day): readers count
 * events from it on and the daily rows before it, so an event is never counted twice while the sweep's
 * batches delete what was rolled up. One row, `name = 'events'`.
 */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  name: text('name').primaryKey(),
  summarisedBefore: timestamp('summarised_before', { withTimezone: true }).notNull(),
});
