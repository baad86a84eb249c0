import { APPLICATION_STATUSES } from '@app/shared/applications/applications.constants';
import {
  APPLICATION_ORIGINS,
  BID_KINDS,
  OFFER_SIDES,
  OFFER_STATUSES,
  type ProposedMilestone,
} from '@app/shared/applications/proposals.constants';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { developerProfiles } from '../developers/developers.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { users } from '../users/users.tables.ts';

/** Job applications (part-1 §3). One per visitor per job; decided by the job's owner (issue 20). */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    jobDescription: text('job_description').notNull().default(''),
    relevantSkills: text('relevant_skills').array().notNull().default(sql`'{}'::text[]`),
    relevantExperience: text('relevant_experience').array().notNull().default(sql`'{}'::text[]`),
    coverLetter: text('cover_letter').notNull().default(''),
    resumeHighlights: text('resume_highlights').array().notNull().default(sql`'{}'::text[]`),
    interviewPrep: text('interview_prep').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('submitted'),
    /** The proposal's bid (issue 43 §1): whole units of `bid_currency`; hourly bids add hours a week. */
    bidKind: text('bid_kind', { enum: BID_KINDS }),
    bidAmount: integer('bid_amount'),
    bidHoursPerWeek: integer('bid_hours_per_week'),
    bidCurrency: text('bid_currency'),
    durationWeeks: integer('duration_weeks'),
    /** Proposed milestones of a fixed bid; they sum to `bid_amount`. */
    proposedMilestones: jsonb('proposed_milestones').$type<ProposedMilestone[]>().notNull().default(sql`'[]'::jsonb`),
    /** A developer's proposal, or a client's direct offer to an invited developer. */
    origin: text('origin', { enum: APPLICATION_ORIGINS }).notNull().default('proposal'),
    /** The owner's optional words with a decline (shown to the applicant). */
    decisionMessage: text('decision_message'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Read markers of the conversation, one per party: messages after them are unread. */
    ownerReadAt: timestamp('owner_read_at', { withTimezone: true }),
    applicantReadAt: timestamp('applicant_read_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_applications_one_per_job_idx').on(table.userId, table.jobId).where(sql`job_id is not null`),
    index('job_applications_user_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('job_applications_job_idx')
      .on(table.jobId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`job_id is not null`),
    // A job hires once: the backstop under the service's conditional update (the hire race).
    uniqueIndex('job_applications_one_hire_per_job_idx').on(table.jobId).where(sql`status = 'hired'`),
  ],
);

/** A job owner's invitation to a developer to apply (issue 20 §5): once per developer and job. */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => developerProfiles.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_invitations_job_developer_idx').on(table.jobId, table.developerId),
    index('job_invitations_developer_idx').on(table.developerId, table.createdAt.desc().nullsFirst()),
    index('job_invitations_invited_by_fk_idx').on(table.invitedBy),
  ],
);

/**
 * The negotiation on an application (issue 43 §1): counter-offers and direct offers, oldest first.
 * Only the side that did not make an offer answers it, and only the latest one.
 */
export const applicationOffers = pgTable(
  'application_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side', { enum: OFFER_SIDES }).notNull(),
    bidKind: text('bid_kind', { enum: BID_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    hoursPerWeek: integer('hours_per_week'),
    currency: text('currency').notNull(),
    durationWeeks: integer('duration_weeks'),
    milestones: jsonb('milestones').$type<ProposedMilestone[]>().notNull().default(sql`'[]'::jsonb`),
    note: text('note'),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_offers_application_idx').on(table.applicationId, table.createdAt, table.id),
    index('application_offers_author_fk_idx').on(table.authorId),
    // One open offer at a time: a new one supersedes the pending one in the same transaction, and
    // racing accepts of it are one conditional update from `pending` (one wins).
    uniqueIndex('application_offers_one_pending_idx').on(table.applicationId).where(sql`status = 'pending'`),
  ],
);
