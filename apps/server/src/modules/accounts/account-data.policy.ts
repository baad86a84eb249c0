/**
 * What export and deletion do with each column that points at a user (issue 35): every foreign key
 * to users(id) the database has, decided one by one. The export finds the columns in the catalogue
 * (owned-rows.repository.ts), so a new one is exported unless listed here as machinery; and
 * account-data.policy.test.ts fails for a column this list does not name, until someone decides.
 *
 * - `deleted`: the rows go in the deletion's transaction (account-data.service.ts deleteAccount).
 * - `detached`: the rows stay, the column becomes null (they count, but no longer say whose).
 * - `kept`: the rows stay, attributed to "Deleted member" (the user row stays, anonymised): other
 *   people's conversations, contracts, counts and the ledger depend on them.
 * - `expires`: machinery removed by its own sweep (never exported).
 */
export type AfterDeletion = 'deleted' | 'detached' | 'kept' | 'expires';

export interface UserColumnPolicy {
  afterDeletion: AfterDeletion;
  /** False for machinery that is not the person's data (never in an export). */
  exported: boolean;
}

const kept: UserColumnPolicy = { afterDeletion: 'kept', exported: true };
const deleted: UserColumnPolicy = { afterDeletion: 'deleted', exported: true };

/** `table.column` of every foreign key to users(id). */
export const USER_COLUMN_POLICY: Record<string, UserColumnPolicy> = {
  // Identity and delivery: what reaches or signs in as the person.
  'sessions.user_id': deleted,
  'passkeys.user_id': deleted,
  'recovery_codes.user_id': deleted,
  'webauthn_challenges.user_id': { afterDeletion: 'deleted', exported: false },
  'account_emails.user_id': deleted,
  'notification_settings.user_id': deleted,
  'push_subscriptions.user_id': deleted,
  'outbox.user_id': deleted,
  // Notifications quote other people's messages; the counter goes with them.
  'notifications.user_id': deleted,
  'notification_counters.user_id': deleted,
  'notification_unread_changes.user_id': deleted,
  'developer_profiles.user_id': deleted,
  /** Whom the member blocks (issue 41 §5) goes with them; who blocks them is not theirs to see. */
  'member_blocks.blocker_id': deleted,
  'member_blocks.blocked_id': { afterDeletion: 'deleted', exported: false },
  /** What the member wrote on their page (issue 41 §3). */
  'member_profiles.user_id': deleted,
  /** The payout address (a connected wallet); balances live in the ledger. */
  'wallets.user_id': deleted,
  /** Where the platform pays the member out (issue 42). */
  'payout_details.user_id': deleted,
  /** The member's saved jobs and job alerts (issue 43 §2): nobody else relies on them. */
  'saved_jobs.user_id': deleted,
  'job_alerts.user_id': deleted,
  'analytics_events.user_id': { afterDeletion: 'detached', exported: true },
  /** The daily counts of events past their retention (issue 40 §6), detached like the events. */
  'analytics_daily_visits.user_id': { afterDeletion: 'detached', exported: true },
  /** Replayable answers to the person's own requests, swept after 24 hours (idempotency module). */
  'idempotency_keys.user_id': { afterDeletion: 'expires', exported: false },
  // Content and records other people rely on, by "Deleted member".
  'questions.author_id': kept,
  'answers.author_id': kept,
  'question_votes.user_id': kept,
  'answer_votes.user_id': kept,
  'prototypes.author_id': kept,
  'prototype_likes.user_id': kept,
  'jobs.owner_id': kept,
  /** Offers in a negotiation (issue 43 §1) are the other party's record too. */
  'application_offers.author_id': kept,
  'job_applications.user_id': kept,
  'job_invitations.invited_by': kept,
  'job_match_dismissals.dismissed_by': kept,
  'application_messages.author_id': kept,
  /** Direct conversations (issue 41 §5): the other person's thread stays, as an application's does. */
  'direct_conversations.member_id': kept,
  'direct_conversations.developer_id': kept,
  'direct_messages.author_id': kept,
  'contracts.client_id': kept,
  'contracts.developer_id': kept,
  'contract_reviews.author_id': kept,
  'bounties.claimed_by': kept,
  'bounty_submissions.developer_id': kept,
  'ledger_accounts.user_id': kept,
  'ledger_transactions.user_id': kept,
  /** The payouts sent to the member (issue 42): the books keep them, as the ledger's postings. */
  'payout_items.user_id': kept,
  'reward_claims.user_id': kept,
  'feedback.user_id': kept,
  'feedback_points.user_id': kept,
  'funding_intents.user_id': kept,
  'opportunities.assigned_user_id': kept,
  'tasks.created_by': kept,
  'tasks.completed_by': kept,
  'reports.reporter_id': kept,
};

/** Tables whose every user column is machinery: left out of the export. */
export function isLeftOutOfExport(table: string, column: string): boolean {
  return USER_COLUMN_POLICY[`${table}.${column}`]?.exported === false;
}
