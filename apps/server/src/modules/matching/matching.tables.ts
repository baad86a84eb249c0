import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { developerProfiles } from '../developers/developers.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { users } from '../users/users.tables.ts';

/** A suggested developer the job's owner marked "Not a fit": never suggested for that job again. */
export const jobMatchDismissals = pgTable(
  'job_match_dismissals',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    developerProfileId: uuid('developer_profile_id')
      .notNull()
      .references(() => developerProfiles.id, { onDelete: 'cascade' }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.developerProfileId] }),
    index('job_match_dismissals_developer_idx').on(table.developerProfileId),
    index('job_match_dismissals_dismissed_by_fk_idx').on(table.dismissedBy),
  ],
);
