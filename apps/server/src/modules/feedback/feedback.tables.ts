import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** Feedback from the widget, the micro survey and the contextual form (part-2 §3). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['bug', 'feature', 'improvement', 'general'] }).notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    feature: text('feature').notNull(),
    category: text('category'),
    source: text('source', { enum: ['widget', 'survey', 'contextual'] }).notNull(),
    path: text('path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('feedback_feature_created_idx').on(table.feature, table.createdAt.desc().nullsFirst()),
    index('feedback_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Points earned by feedback, one posting per award; leaderboards sum these. */
export const feedbackPoints = pgTable(
  'feedback_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_points_created_idx').on(table.createdAt, table.userId),
    index('feedback_points_feedback_id_fk_idx').on(table.feedbackId),
    index('feedback_points_user_id_fk_idx').on(table.userId),
  ],
);
