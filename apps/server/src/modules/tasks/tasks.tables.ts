import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { opportunities } from '../opportunities/opportunities.tables.ts';
import { users } from '../users/users.tables.ts';

/** Developer tasks (part-2 §3). `completed` and `status` are kept consistent by the service. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['pending', 'in_progress', 'completed'] })
      .notNull()
      .default('pending'),
    priority: text('priority', { enum: ['high', 'medium', 'low'] })
      .notNull()
      .default('medium'),
    assignedTo: text('assigned_to'),
    assignedBy: text('assigned_by'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    pipelineId: text('pipeline_id').notNull(),
    opportunityId: uuid('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who completed it and when (points for tasks); cleared when the task is reopened. */
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tasks_pipeline_due_idx').on(table.pipelineId, table.dueDate, table.id),
    index('tasks_assignee_idx').on(table.assignedTo),
    index('tasks_completed_by_idx').on(table.completedBy).where(sql`${table.completedBy} is not null`),
    index('tasks_created_by_fk_idx').on(table.createdBy),
    index('tasks_opportunity_id_fk_idx').on(table.opportunityId),
  ],
);
