import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobs } from '../jobs/jobs.tables.ts';
import { users } from '../users/users.tables.ts';

/** The filters of a saved search (issue 43 §2), the same as `GET /api/jobs` takes. */
export interface JobAlertFilters {
  q?: string;
  category?: string;
  skills?: string[];
  budgetMin?: number;
  budgetMax?: number;
  currency?: string;
}

/** A member's saved jobs (issue 43 §2). */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index('saved_jobs_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('saved_jobs_job_fk_idx').on(table.jobId),
  ],
);

/** A saved search that tells its owner of each new job it matches (issue 43 §2). */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<JobAlertFilters>().notNull().default(sql`'{}'::jsonb`),
    /** When the last email of this alert was queued: one mail per alert per day at most. */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_alerts_user_idx').on(table.userId, table.createdAt.desc().nullsFirst())],
);

/** Each job an alert matched, once, whatever the retries (the primary key is the guarantee). */
export const jobAlertMatches = pgTable(
  'job_alert_matches',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.jobId] }),
    index('job_alert_matches_job_fk_idx').on(table.jobId),
  ],
);
