import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every attempt of the AI community member to answer, with its outcome: the source of truth for
 * the rules (one AI answer per question, the rolling-hour cap) and the audit trail.
 */
export const aiEngagements = pgTable(
  'ai_engagements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id').notNull(),
    answerId: uuid('answer_id'),
    persona: text('persona').notNull(),
    generator: text('generator').notNull(),
    trigger: text('trigger', { enum: ['manual', 'monitor', 'forced'] }).notNull(),
    outcome: text('outcome', { enum: ['posted', 'skipped', 'failed'] }).notNull(),
    reason: text('reason'),
    latencyMs: integer('latency_ms').notNull().default(0),
    runId: uuid('run_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('ai_engagements_one_post_per_question_idx')
      .on(table.questionId)
      .where(sql`${table.outcome} = 'posted'`),
    index('ai_engagements_posted_at_idx').on(table.outcome, table.createdAt),
    index('ai_engagements_created_idx').on(table.createdAt.desc().nullsFirst()),
  ],
);

/** The monitoring engine's one row of state (id 1): it survives restarts. */
export const monitoringState = pgTable('monitoring_state', {
  id: smallint('id').primaryKey().default(1),
  running: boolean('running').notNull().default(false),
  intervalMinutes: integer('interval_minutes').notNull().default(30),
  maxPerHour: integer('max_per_hour').notNull().default(5),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  /** A pass in progress holds this lease until it finishes (or it expires). */
  passLeaseUntil: timestamp('pass_lease_until', { withTimezone: true }),
  trending: jsonb('trending').$type<unknown>(),
  trendingAt: timestamp('trending_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One monitoring pass and what it did. */
export const monitoringRuns = pgTable(
  'monitoring_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: ['schedule', 'forced', 'api'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    examined: integer('examined').notNull(),
    engaged: integer('engaged').notNull(),
    skipped: integer('skipped').notNull(),
    note: text('note'),
    details: jsonb('details').$type<{ questionId: string; outcome: string; reason: string | null }[]>().notNull(),
  },
  (table) => [index('monitoring_runs_started_idx').on(table.startedAt.desc().nullsFirst())],
);
