import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Public handle such as `alex_prototype`; null for anonymous visitors. */
    handle: text('handle').unique(),
    avatarSeed: text('avatar_seed').notNull(),
    reputation: integer('reputation').notNull().default(150),
    isAi: boolean('is_ai').notNull().default(false),
    bio: text('bio').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
