import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A conversation between two members with no application (issue 41 §5): started by a member on a
 * developer's page, one per pair of people whoever started it (the unique index on the unordered
 * pair). `createdAt` counts the member's new conversations a day; the read markers and the last
 * message time play the roles job_applications' do for an application's conversation.
 */
export const directConversations = pgTable(
  'direct_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The developer's account (their profile's user). */
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberReadAt: timestamp('member_read_at', { withTimezone: true }),
    developerReadAt: timestamp('developer_read_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('direct_conversations_pair_idx').on(
      sql`least(${table.memberId}, ${table.developerId})`,
      sql`greatest(${table.memberId}, ${table.developerId})`,
    ),
    index('direct_conversations_member_idx').on(table.memberId, table.createdAt),
    index('direct_conversations_developer_id_fk_idx').on(table.developerId),
  ],
);

/** The messages of a direct conversation: the same rules as an application's (messages.schemas.ts). */
export const directMessages = pgTable(
  'direct_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => directConversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('direct_messages_thread_idx').on(
      table.conversationId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('direct_messages_author_id_fk_idx').on(table.authorId),
  ],
);
