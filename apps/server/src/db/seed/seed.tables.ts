import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seeders have run on this database, so each runs once (idempotent seeding). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
