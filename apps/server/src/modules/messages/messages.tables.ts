import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobApplications } from '../applications/applications.tables.ts';
import { users } from '../users/users.tables.ts';

/** The conversation of one application, between the job's owner and the applicant (issue 20 §7). */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_messages_thread_idx').on(
      table.applicationId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('application_messages_author_id_fk_idx').on(table.authorId),
  ],
);
