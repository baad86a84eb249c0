import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** CRM opportunities of the sales pipeline (part-1 §3). `job_id` links ones created by a published job. */
export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: text('opportunity_id').notNull().unique(),
    name: text('name').notNull(),
    status: text('status', { enum: ['open', 'qualified', 'proposal', 'won', 'lost', 'abandoned'] })
      .notNull()
      .default('open'),
    pipelineStageName: text('pipeline_stage_name').notNull(),
    pipelineId: text('pipeline_id').notNull(),
    contactId: text('contact_id'),
    /** The assignee's display name, as the CRM and the spec show it; never used to authorize. */
    assignedTo: text('assigned_to'),
    /**
     * The account of the assigned developer, when their profile belongs to one: who may move the
     * deal besides the admin. Names are not unique, so only this id is trusted.
     */
    assignedUserId: uuid('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    developerName: text('developer_name'),
    monetaryValue: integer('monetary_value'),
    /** The value's currency once an accepted contract sets it (issue 32 §5): an ISO code or TOKENS; null is USD. */
    currency: text('currency'),
    jobId: uuid('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('opportunities_status_created_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('opportunities_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('opportunities_job_idx').on(table.jobId).where(sql`job_id is not null`),
    index('opportunities_assigned_user_idx').on(table.assignedUserId).where(sql`assigned_user_id is not null`),
  ],
);

/** Every stage change, for time-in-stage and conversion (the pipeline dashboard). */
export const opportunityStageHistory = pgTable(
  'opportunity_stage_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage'),
    toStage: text('to_stage').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('opportunity_stage_history_opportunity_idx').on(table.opportunityId, table.changedAt)],
);
