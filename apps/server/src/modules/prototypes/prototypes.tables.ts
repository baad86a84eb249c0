import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/pg-types.ts';
import { users } from '../users/users.tables.ts';

/** Shared prototypes. `likes` and `views` are derived from their rows in the same transaction. */
export const prototypes = pgTable(
  'prototypes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    githubPagesUrl: text('github_pages_url').notNull(),
    githubRepoUrl: text('github_repo_url'),
    category: text('category'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    technologies: text('technologies').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['live', 'development', 'archived'] })
      .notNull()
      .default('live'),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(description, ''))`,
    ),
  },
  (table) => [
    index('prototypes_newest_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`removed_at is null`),
    index('prototypes_likes_idx')
      .on(table.likes.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`removed_at is null`),
    index('prototypes_views_idx')
      .on(table.views.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`removed_at is null`),
    index('prototypes_tags_idx').using('gin', table.tags),
    index('prototypes_technologies_idx').using('gin', table.technologies),
    index('prototypes_search_idx').using('gin', table.search),
    index('prototypes_author_idx').on(table.authorId, table.createdAt.desc().nullsFirst()),
    // The same live site cannot be shared twice.
    uniqueIndex('prototypes_pages_url_idx').on(table.githubPagesUrl).where(sql`removed_at is null`),
  ],
);

export const prototypeLikes = pgTable(
  'prototype_likes',
  {
    prototypeId: uuid('prototype_id')
      .notNull()
      .references(() => prototypes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.prototypeId, table.userId] }),
    index('prototype_likes_recent_idx').on(table.prototypeId, table.createdAt),
    index('prototype_likes_user_id_fk_idx').on(table.userId),
  ],
);

export const prototypeViews = pgTable(
  'prototype_views',
  {
    prototypeId: uuid('prototype_id')
      .notNull()
      .references(() => prototypes.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.prototypeId, table.viewerKey] })],
);
