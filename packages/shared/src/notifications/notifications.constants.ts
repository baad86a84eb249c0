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

export const NOTIFICATION_MESSAGES = {
  markAllRead: 'Mark all as read',
  empty: "You're all caught up. Activity on your jobs, applications and questions shows up here.",
  loadFailed: 'Could not load your notifications. Please try again.',
} as const;
