import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shared rate-limit store on PostgreSQL (issue 22 §2, docs/decisions/007): one row per bucket
 * (`signin:ip:…`, `visitor:…`), counted by every server process, so a limit is one budget for the
 * whole deployment. Migration 0016 makes it UNLOGGED: counters of the current minute are not worth
 * a write-ahead log, and a crash that empties them only forgives one window.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_buckets_window_idx').on(table.windowEndsAt)],
);

/**
 * Timer-driven jobs run on one process at a time (issue 22 §3): the holder renews its lease every
 * tick; when it dies, the lease runs out and the next process to tick takes it over.
 */
export const schedulerLeases = pgTable('scheduler_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
