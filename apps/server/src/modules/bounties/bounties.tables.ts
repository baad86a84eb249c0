import { BOUNTY_DIFFICULTIES, BOUNTY_STATUSES, SUBMISSION_STATUSES } from '@app/shared/bounties/bounties.constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/** Code bounties (part-2 §3, both the list page's and the store's fields). The reward sits in escrow. */
export const bounties = pgTable(
  'bounties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    reward: integer('reward').notNull(),
    difficulty: text('difficulty', { enum: BOUNTY_DIFFICULTIES }).notNull(),
    category: text('category').notNull(),
    status: text('status', { enum: BOUNTY_STATUSES }).notNull().default('Open'),
    estimatedHours: integer('estimated_hours'),
    estimatedTime: text('estimated_time'),
    requirements: text('requirements').array().notNull().default(sql`'{}'::text[]`),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    githubIssue: text('github_issue'),
    deadline: timestamp('deadline', { withTimezone: true }),
    createdBy: text('created_by').notNull().default('Platform team'),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('bounties_reward_positive', sql`${table.reward} > 0`),
    index('bounties_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('bounties_claimed_by_idx').on(table.claimedBy).where(sql`${table.claimedBy} is not null`),
  ],
);

/** Work handed in for a bounty (part-2 §3 Submission). */
export const bountySubmissions = pgTable(
  'bounty_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bountyId: uuid('bounty_id')
      .notNull()
      .references(() => bounties.id, { onDelete: 'cascade' }),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionUrl: text('submission_url').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('Pending'),
    reviewerNotes: text('reviewer_notes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('bounty_submissions_developer_idx').on(
      table.developerId,
      table.submittedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('bounty_submissions_bounty_idx').on(table.bountyId),
    index('bounty_submissions_newest_idx').on(table.submittedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
