import { NOTIFICATION_KINDS } from '@app/shared/notifications/notifications.constants';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * What happened to a visitor (issue 20 §8). The rows are the truth; the id is the event id of the
 * live stream. Migration 0014's trigger announces each insert on the `notifications` channel at commit.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where it happened, an in-app path. */
    link: text('link').notNull(),
    /** Ids the web app uses to refresh what is on screen (applicationId, jobId, questionId...). */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id.desc().nullsFirst()),
    index('notifications_unread_idx').on(table.userId).where(sql`read_at is null`),
    // The retention sweep deletes read rows by when they were read (issue 40 §6).
    index('notifications_read_at_idx').on(table.readAt).where(sql`read_at is not null`),
  ],
);

/**
 * Each visitor's count of unread notifications, as of the last compaction (issue 24). With
 * `notificationUnreadChanges` it always equals the count of their unread rows: see
 * notification-counters.repository.ts.
 */
export const notificationCounters = pgTable('notification_counters', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
});

/**
 * What each statement on `notifications` changed in a visitor's unread count, written by migration
 * 0022's triggers in that statement's transaction. Only ever inserted, so writers never wait for
 * each other; compaction folds the rows into `notificationCounters` every few seconds.
 */
export const notificationUnreadChanges = pgTable(
  'notification_unread_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
  },
  (table) => [index('notification_unread_changes_user_idx').on(table.userId)],
);
