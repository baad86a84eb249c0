/** What a visitor is told about (issue 20 §8). No zod here. */
export const NOTIFICATION_KINDS = [
  'application.new',
  'application.status',
  'message.new',
  'invitation.new',
  'answer.new',
  'answer.accepted',
  'bounty.approved',
  'bounty.rejected',
  // After the hire (issue 32): a contract's proposal and life, its milestones, its reviews.
  'contract.proposed',
  'contract.updated',
  'contract.accepted',
  'contract.declined',
  'contract.withdrawn',
  'contract.cancelled',
  'contract.completed',
  'milestone.funded',
  'milestone.submitted',
  'milestone.changes_requested',
  'milestone.approved',
  'milestone.payment_recorded',
  'milestone.paid',
  'milestone.disputed',
  'milestone.resolved',
  'milestone.cancelled',
  'milestone.reminder',
  // Issue 40: a delivered milestone is cancelled only when the developer agrees.
  'milestone.cancel_requested',
  'milestone.cancel_accepted',
  'milestone.cancel_declined',
  // Issue 42: the client's bank transfer arrived and the platform holds it in escrow (told to both).
  'milestone.transfer_received',
  // Issue 42: a payout of what the platform owes the member went to their bank, or the bank returned it.
  'payout.sent',
  'payout.returned',
  'review.received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many the bell's panel lists; the rest are a "Show more" away. */
export const NOTIFICATION_PANEL_SIZE = 20;
/** The stream's keep-alive comment, well under common proxy idle timeouts (nginx: 60 s). */
export const STREAM_HEARTBEAT_MS = 15_000;
/** What the stream asks EventSource-style clients to wait before reconnecting. */
export const STREAM_RETRY_MS = 3_000;
/** The web app polls this often while it cannot hold a stream open. */
export const NOTIFICATION_POLL_MS = 30_000;
/** At most this many missed notifications are replayed on a resume with Last-Event-ID. */
export const STREAM_REPLAY_MAX = 100;
/**
 * The stream's last event when the session behind its token ends (issue 35): `data` is
 * `{"reason": <one of STREAM_SESSION_END_REASONS>}`, then the server closes the stream. The token is
 * dead: the client must not reconnect with it (it would get 401) and should forget it.
 */
export const STREAM_SESSION_ENDED_EVENT = 'session-ended';
/**
 * Why the session ended: this token signed out; it was signed out from another session ("Sign out"
 * on a device, "Sign out everywhere else"); it expired after 30 idle days; the account was deleted;
 * `ended` when the server cannot tell (it learned of the end late, after losing its database link).
 */
export const STREAM_SESSION_END_REASONS = ['signed_out', 'revoked', 'expired', 'deleted', 'ended'] as const;
export type StreamSessionEndReason = (typeof STREAM_SESSION_END_REASONS)[number];

export const NOTIFICATION_MESSAGES = {
  markAllRead: 'Mark all as read',
  empty: "You're all caught up. Activity on your jobs, applications and questions shows up here.",
  loadFailed: 'Could not load your notifications. Please try again.',
  tooManyStreams: 'Too many live connections are open. Close a tab or try again in a minute.',
} as const;
