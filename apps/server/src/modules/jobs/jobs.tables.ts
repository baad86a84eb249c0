import { JOB_VISIBILITIES } from '@app/shared/jobs/job-visibility.constants';
import { JOB_STATUSES } from '@app/shared/jobs/jobs.schemas';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/pg-types.ts';
import type { JobFacts } from '../matching/facts/match-facts.types.ts';
import { users } from '../users/users.tables.ts';

/** Jobs posted through the wizard, with who referred the client (part-1 §3 Job draft). */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    targetAudience: text('target_audience').notNull(),
    description: text('description').notNull(),
    keyFeatures: text('key_features').notNull(),
    technologyStack: text('technology_stack').notNull(),
    budget: text('budget').notNull(),
    timeline: text('timeline').notNull(),
    successCriteria: text('success_criteria').notNull(),
    potentialChallenges: text('potential_challenges').notNull(),
    developerRef: text('developer_ref'),
    developerName: text('developer_name'),
    source: text('source'),
    sessionId: text('session_id'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('published'),
    /** Invite-only jobs are absent from lists, search and alerts (issue 43 §3). */
    visibility: text('visibility', { enum: JOB_VISIBILITIES }).notNull().default('public'),
    /** The owner's reason when closing it (issue 43 §3), shown to its applicants. */
    closedReason: text('closed_reason'),
    /** The budget read from the post (match facts), whole units, for the list's filters (issue 43 §2). */
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    budgetCurrency: text('budget_currency'),
    opportunityId: uuid('opportunity_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What matching reads (issue 33), computed from the post whenever it is written. */
    matchFacts: jsonb('match_facts').$type<JobFacts>(),
    matchSkills: text('match_skills').array().notNull().default(sql`'{}'::text[]`),
    /** Title weighs most, then features and skills, then the description (issue 43 §2's ranking). */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(key_features, '') || ' ' || coalesce(technology_stack, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(target_audience, '')), 'C')`,
    ),
  },
  (table) => [
    index('jobs_published_idx')
      .on(table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published' and removed_at is null`),
    index('jobs_search_idx').using('gin', table.search),
    index('jobs_owner_idx').on(table.ownerId),
    index('jobs_public_published_idx')
      .on(table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`status = 'published' and removed_at is null and visibility = 'public'`),
    index('jobs_open_match_skills_idx')
      .using('gin', table.matchSkills)
      .where(sql`status = 'published' and removed_at is null`),
  ],
);
