import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/pg-types.ts';
import { users } from '../users/users.tables.ts';

/**
 * Questions. `votes`, `answers_count` and `views` are derived from the vote, answer and view
 * rows inside the transaction that changes them (DESIGN.md §5); they exist to sort and page fast.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    votes: integer('votes').notNull().default(0),
    answersCount: integer('answers_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    acceptedAnswerId: uuid('accepted_answer_id'),
    isFeatured: boolean('is_featured').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(content, ''))`,
    ),
  },
  (table) => [
    index('questions_newest_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`removed_at is null`),
    index('questions_votes_idx')
      .on(table.votes.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`removed_at is null`),
    index('questions_views_idx')
      .on(table.views.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`removed_at is null`),
    index('questions_unanswered_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`removed_at is null and answers_count = 0`),
    index('questions_tags_idx').using('gin', table.tags),
    index('questions_search_idx').using('gin', table.search),
    index('questions_author_idx').on(table.authorId, table.createdAt.desc().nullsFirst()),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    votes: integer('votes').notNull().default(0),
    views: integer('views').notNull().default(0),
    isAccepted: boolean('is_accepted').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('answers_question_idx').on(table.questionId, table.createdAt),
    index('answers_author_idx').on(table.authorId, table.createdAt.desc().nullsFirst()),
  ],
);

/** One vote per visitor per question: +1 or -1. */
export const questionVotes = pgTable(
  'question_votes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.userId] }),
    index('question_votes_user_id_fk_idx').on(table.userId),
  ],
);

export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.answerId, table.userId] }),
    index('answer_votes_user_id_fk_idx').on(table.userId),
  ],
);

/** Who has viewed what, for counting a view at most once per viewer per 24 h. */
export const contentViews = pgTable(
  'content_views',
  {
    contentType: text('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    /** `user:<id>` or `ip:<address>`. */
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.contentType, table.contentId, table.viewerKey] })],
);
