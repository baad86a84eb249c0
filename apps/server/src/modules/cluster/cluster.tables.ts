import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * The live-event streams open right now, on every server process (issue 40 §5): the limits per
 * visitor and per IP count these rows, so they hold for the whole deployment. Each row names the
 * lease (in scheduler_leases) of the process serving it and counts only while that lease is live:
 * a process that dies stops counting within a lease, without anyone deleting its rows first.
 * Migration 0034 makes it UNLOGGED, like the rate-limit buckets: after a crash the streams reconnect.
 */
export const openStreams = pgTable(
  'open_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lease: text('lease').notNull(),
    visitorId: text('visitor_id').notNull(),
    ip: text('ip').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('open_streams_visitor_idx').on(table.visitorId),
    index('open_streams_ip_idx').on(table.ip),
    index('open_streams_lease_idx').on(table.lease),
  ],
);
