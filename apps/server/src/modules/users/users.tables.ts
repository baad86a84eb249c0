import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * When the member chose their display name (issue 41 §1); null while they still have the
     * default "Community Member", so the page asks before their first visible action.
     */
    nameChosenAt: timestamp('name_chosen_at', { withTimezone: true }),
    /** Public handle such as `alex_prototype`; null for anonymous visitors. */
    handle: text('handle').unique(),
    avatarSeed: text('avatar_seed').notNull(),
    reputation: integer('reputation').notNull().default(150),
    isAi: boolean('is_ai').notNull().default(false),
    bio: text('bio').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the member deleted their account (issue 21): the row stays as "Deleted member" for their content. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('users_created_at_id_idx').on(table.createdAt, table.id)],
);

/** Visitor tokens. Only the SHA-256 of a token is stored, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    /**
     * Null for an anonymous visitor's token (it never expires, part-1 §1); for a saved account's
     * session, the end of its 30 idle days, moved forward as it is used (issue 21).
     */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** "Chrome on Linux", from the user agent when the session began. */
    deviceLabel: text('device_label').notNull().default(''),
    /**
     * When this session last proved possession of a passkey or a recovery code (a sign-in, or a
     * re-authentication): sensitive account actions need it within 10 minutes (issue 35).
     */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    // The retention sweep deletes saved accounts' sessions long past their end (issue 40 §6).
    index('sessions_expires_at_idx').on(table.expiresAt).where(sql`expires_at is not null`),
  ],
);
