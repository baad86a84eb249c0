import { REPORT_CONTENT_TYPES } from '@app/shared/reports/reports.schemas';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type', { enum: REPORT_CONTENT_TYPES }).notNull(),
    contentId: uuid('content_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['spam', 'offensive', 'off-topic', 'duplicate', 'other'] }).notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['open', 'dismissed', 'content-removed'] })
      .notNull()
      .default('open'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open report per visitor per item.
    uniqueIndex('reports_open_per_reporter_idx')
      .on(table.reporterId, table.contentType, table.contentId)
      .where(sql`status = 'open'`),
    index('reports_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('reports_content_idx').on(table.contentType, table.contentId),
  ],
);
