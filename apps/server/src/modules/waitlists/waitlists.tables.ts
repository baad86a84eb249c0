import { AVAILABILITY_VALUES, EXPERIENCE_VALUES } from '@app/shared/waitlists/waitlists.constants';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The prototype-service waitlist: one entry per email, each in a month with room (10 a month). */
export const serviceWaitlist = pgTable(
  'service_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Normalised: spaces, dashes and parentheses removed. */
    phone: text('phone').notNull(),
    /** Trimmed and lower case. */
    email: text('email').notNull().unique(),
    projectSummary: text('project_summary').notNull(),
    /** `YYYY-MM` (UTC) the project is booked into. */
    month: text('month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('service_waitlist_month_idx').on(table.month),
    index('service_waitlist_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/** The coding-course waitlist: one entry per email. */
export const courseWaitlist = pgTable(
  'course_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    experience: text('experience', { enum: EXPERIENCE_VALUES }).notNull(),
    goals: text('goals').notNull().default(''),
    availability: text('availability', { enum: AVAILABILITY_VALUES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('course_waitlist_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
