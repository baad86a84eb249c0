import {
  CANCELLATION_ANSWERS,
  CONTRACT_CURRENCIES,
  CONTRACT_STATUSES,
  DISPUTE_OUTCOMES,
  MILESTONE_STATUSES,
} from '@app/shared/contracts/contracts.constants';
import { PAYMENT_RAILS } from '@app/shared/payments/payment-rails';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobApplications } from '../applications/applications.tables.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * What a client and a hired developer agreed (issue 32). The job's title is kept so a contract
 * still reads after its job is deleted; the parties' ids are nulled when an account is deleted.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull().default(''),
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    developerId: uuid('developer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The developer's profile when the contract was proposed: whose rating and projects it earns. */
    developerProfileId: uuid('developer_profile_id').references(() => developerProfiles.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    developerName: text('developer_name').notNull(),
    title: text('title').notNull(),
    scope: text('scope').notNull(),
    currency: text('currency', { enum: CONTRACT_CURRENCIES }).notNull(),
    /** How its money moves (issue 42, payments/payment-rails.ts): chosen when proposed, kept for good. */
    paymentRail: text('payment_rail', { enum: PAYMENT_RAILS }).notNull().default('direct'),
    /**
     * The platform's fee on each release, in hundredths of a percent (1000 = 10%), as it was when
     * the contract was proposed: a later change of PLATFORM_FEE_PERCENT never reprices a deal.
     */
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    status: text('status', { enum: CONTRACT_STATUSES }).notNull().default('proposed'),
    decisionMessage: text('decision_message'),
    /** Raised by every edit of the terms: an acceptance names the version it read (issue 40 §2). */
    termsVersion: integer('terms_version').notNull().default(1),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live contract per application: the backstop under the service's check (two proposals racing).
    uniqueIndex('contracts_one_live_per_application_idx')
      .on(table.applicationId)
      .where(sql`status in ('proposed', 'active', 'completed') and application_id is not null`),
    index('contracts_client_idx').on(table.clientId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('contracts_developer_idx').on(
      table.developerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('contracts_profile_completed_idx').on(table.developerProfileId).where(sql`status = 'completed'`),
    check('contracts_fee_basis_points_range', sql`${table.feeBasisPoints} between 0 and 10000`),
    index('contracts_job_id_fk_idx').on(table.jobId),
  ],
);

export const contractMilestones = pgTable(
  'contract_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    amount: integer('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status', { enum: MILESTONE_STATUSES }).notNull().default('pending'),
    changesNote: text('changes_note'),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** How many of the day-7 and day-13 reminders this submission has sent (issue 32 §2). */
    remindersSent: integer('reminders_sent').notNull().default(0),
    paymentDate: date('payment_date', { mode: 'string' }),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference'),
    paymentRecordedAt: timestamp('payment_recorded_at', { withTimezone: true }),
    paymentConfirmedAt: timestamp('payment_confirmed_at', { withTimezone: true }),
    /**
     * The client's request to cancel a delivered milestone and the developer's answer (issue 40 §2):
     * open while requested and unanswered; any other move of the milestone drops it.
     */
    cancelReason: text('cancel_reason'),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelAnswer: text('cancel_answer', { enum: CANCELLATION_ANSWERS }),
    cancelAnsweredAt: timestamp('cancel_answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('contract_milestones_amount_positive', sql`${table.amount} > 0`),
    uniqueIndex('contract_milestones_position_idx').on(table.contractId, table.position),
    // The reminder pass reads the deliveries awaiting an answer.
    index('contract_milestones_submitted_idx').on(table.submittedAt).where(sql`status = 'submitted'`),
  ],
);

/** A developer's delivery of a milestone: a note and https links. Every submission is kept. */
export const milestoneDeliveries = pgTable(
  'milestone_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => contractMilestones.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('milestone_deliveries_milestone_idx').on(table.milestoneId, table.createdAt)],
);

/** A dispute on one milestone, resolved by the admin (issue 32 §3). */
export const contractDisputes = pgTable(
  'contract_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => contractMilestones.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by', { enum: ['client', 'developer'] }).notNull(),
    reason: text('reason').notNull(),
    /** Where the milestone was when the dispute opened. */
    fromStatus: text('from_status', { enum: MILESTONE_STATUSES }).notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    developerAmount: integer('developer_amount'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('contract_disputes_status_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('contract_disputes_milestone_idx').on(table.milestoneId),
    // One open dispute per milestone.
    uniqueIndex('contract_disputes_one_open_idx').on(table.milestoneId).where(sql`status = 'open'`),
    index('contract_disputes_contract_id_fk_idx').on(table.contractId),
  ],
);
