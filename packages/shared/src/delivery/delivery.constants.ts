import type { NotificationKind } from '../notifications/notifications.constants.ts';

/**
 * What reaches a member outside the page (issue 34): notifications come in groups, and each group
 * has its own email and push setting. The app's bell always shows everything. No zod here.
 */
export const NOTIFICATION_GROUPS = ['applications', 'messages', 'contracts', 'community', 'bounties'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_GROUP_LABELS: Record<NotificationGroup, string> = {
  applications: 'Applications and invitations',
  messages: 'Messages',
  contracts: 'Contracts',
  community: 'Community',
  bounties: 'Bounties',
};

/** Email: not at all, a mail for each notification, or one daily digest of what is unread. */
export const EMAIL_MODES = ['off', 'instant', 'digest'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  off: 'Off',
  instant: 'At once',
  digest: 'Daily digest',
};

/** The group a notification kind belongs to. */
export function notificationGroupOf(kind: NotificationKind): NotificationGroup {
  if (kind === 'message.new') return 'messages';
  // A payout is a contract's money reaching the member (issue 42).
  if (
    kind.startsWith('contract.') ||
    kind.startsWith('milestone.') ||
    kind.startsWith('payout.') ||
    kind === 'review.received'
  ) {
    return 'contracts';
  }
  if (kind.startsWith('answer.')) return 'community';
  if (kind.startsWith('bounty.')) return 'bounties';
  return 'applications';
}

export interface GroupSetting {
  email: EmailMode;
  push: boolean;
}

/**
 * The defaults (issue 34 §2): messages and contract events by email at once (once an address is
 * verified), the rest in the daily digest; push on for every group of a device that turned it on.
 */
export const DEFAULT_GROUP_SETTINGS: Record<NotificationGroup, GroupSetting> = {
  applications: { email: 'digest', push: true },
  messages: { email: 'instant', push: true },
  contracts: { email: 'instant', push: true },
  community: { email: 'digest', push: true },
  bounties: { email: 'digest', push: true },
};

/** The digest goes out at this hour of the member's day unless they choose another. */
export const DEFAULT_DIGEST_HOUR = 8;

/** A verification link works once, for this long. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many verification mails an hour per account. */
export const EMAIL_VERIFICATIONS_PER_HOUR = 5;
/**
 * At most this many verification mails a day to one address, whoever asks (issue 40 §5): nobody can
 * make the server mail a stranger more. Beyond it the answer is the same as when the mail goes out.
 */
export const EMAIL_VERIFICATIONS_PER_ADDRESS_PER_DAY = 3;
/**
 * An unsubscribe link works this long after its mail was made (issue 40 §5): a link that leaked
 * (a forwarded mail, a log) stops working; every new mail brings a fresh one.
 */
export const UNSUBSCRIBE_LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;
/** A mail or push the receiving server refuses is retried, with backoff, for this long. */
export const OUTBOX_RETRY_FOR_MS = 24 * 60 * 60 * 1000;

export const DELIVERY_MESSAGES = {
  emailNotConfigured: 'Email is not set up on this server, so nothing is sent by email.',
  pushNotConfigured: 'Push notifications are not available in this browser.',
  verificationSent: 'We sent a link to {email}. Open it within 24 hours to confirm the address.',
  verificationTooMany: 'Too many verification emails. Please try again in an hour.',
  verificationInvalid: 'This link is not valid any more. Ask for a new one on your account page.',
  verified: 'Your email address is confirmed.',
  invalidEmail: 'Please enter a valid email address.',
  unsubscribed: 'You will no longer get emails about {group}.',
  digestUnsubscribed: 'You will no longer get the daily digest.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Change your email settings on your account page.',
  unsubscribeExpired: 'This unsubscribe link has expired. Change your email settings on your account page.',
  /** The switch of push on this device (on only while the server pushes to this browser). */
  pushThisDevice: 'Push on this device',
  /** Why the per-kind push choices are greyed out while this browser is not subscribed (issue 41 §6). */
  pushOffThisDevice:
    'Push is off on this device, so nothing is pushed here. Turn on “Push on this device” below to choose what push brings you.',
} as const;
