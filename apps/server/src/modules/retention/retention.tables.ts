import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each daily sweep last started (issue 40 §6). The lease (decision 007) picks the process; this
 * row makes the sweep daily whatever the lease does: a restart, a hand-over or a paused holder does
 * not run it again before its day is over.
 */
export const retentionSweeps = pgTable('retention_sweeps', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
});
