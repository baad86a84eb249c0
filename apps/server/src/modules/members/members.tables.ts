import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * What a member says about themselves on their page, `/members/:id` (issue 41 §3). One row per
 * member, written when they first save; a member without one shows blanks. It goes with the
 * account (account-data.policy.ts).
 */
export const memberProfiles = pgTable('member_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company: text('company').notNull().default(''),
  location: text('location').notNull().default(''),
  /** An IANA name, canonical (validated with Intl, packages/shared/src/members/time-zone.ts). */
  timeZone: text('time_zone').notNull().default(''),
  about: text('about').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
