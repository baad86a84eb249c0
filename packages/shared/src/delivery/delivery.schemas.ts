import { z } from 'zod';
import { DELIVERY_MESSAGES, EMAIL_MODES, NOTIFICATION_GROUPS } from './delivery.constants.ts';

export const GroupSettingSchema = z.object({ email: z.enum(EMAIL_MODES), push: z.boolean() });

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
export const TimeZoneSchema = z.string().min(1).max(64).refine(isTimeZone, 'must be a time zone such as Europe/Berlin');

/** Every group's setting, the digest's hour (0-23, in `timeZone`) and the member's time zone. */
export const NotificationSettingsSchema = z.object({
  groups: z.object(
    Object.fromEntries(NOTIFICATION_GROUPS.map((group) => [group, GroupSettingSchema])) as {
      [K in (typeof NOTIFICATION_GROUPS)[number]]: typeof GroupSettingSchema;
    },
  ),
  digestHour: z.number().int().min(0).max(23),
  timeZone: TimeZoneSchema,
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** A change: any groups (each whole), the hour, the time zone. */
export const UpdateNotificationSettingsBodySchema = z.object({
  groups: z.partialRecord(z.enum(NOTIFICATION_GROUPS), GroupSettingSchema).optional(),
  digestHour: z.number().int().min(0).max(23).optional(),
  timeZone: TimeZoneSchema.optional(),
});
export type UpdateNotificationSettingsBody = z.infer<typeof UpdateNotificationSettingsBodySchema>;

/** The member's address as only they see it. */
export const AccountEmailSchema = z.object({
  /** The confirmed address mail goes to; null when none is confirmed. */
  address: z.string().nullable(),
  verified: z.boolean(),
  /** An address waiting for its link to be opened. */
  pending: z.string().nullable(),
});
export type AccountEmail = z.infer<typeof AccountEmailSchema>;

export const NotificationSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: NotificationSettingsSchema,
  email: AccountEmailSchema,
  /** False when the server has no SMTP_URL: nothing is ever mailed. */
  emailConfigured: z.boolean(),
  /** How many of this member's devices have push turned on. */
  pushDevices: z.number().int(),
  /**
   * Their endpoints: a browser's push is on only when its own subscription is among them (issue 41
   * §6), not when the browser merely holds one the server forgot.
   */
  pushEndpoints: z.array(z.string()),
});
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponseSchema>;

export const SetEmailBodySchema = z.object({
  email: z.email({ error: DELIVERY_MESSAGES.invalidEmail }).max(254, DELIVERY_MESSAGES.invalidEmail),
});
export type SetEmailBody = z.infer<typeof SetEmailBodySchema>;
export const VerifyEmailBodySchema = z.object({ token: z.string().min(20).max(200) });
/** POST|DELETE /api/account/email and POST /api/account/email/verify. */
export const AccountEmailResponseSchema = z.object({ success: z.literal(true), email: AccountEmailSchema });

/** The signed token of a mail's unsubscribe links (List-Unsubscribe and the footer's page). */
/** Optional here so that a link without its token gets the same 400 (and sentence) as a bad one. */
export const UnsubscribeQuerySchema = z.object({ token: z.string().max(300).optional() });
/** What a link turned off: one group's email, or (`digest`) every group that was on the daily digest. */
export const UnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  group: z.enum([...NOTIFICATION_GROUPS, 'digest']),
  message: z.string(),
});

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export const PushSubscriptionBodySchema = z.object({
  /** https only, except on a server that allows http push endpoints (tests: PUSH_ALLOW_HTTP). */
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;
export const RemovePushSubscriptionBodySchema = z.object({ endpoint: z.string().max(2000) });
export const PushPublicKeyResponseSchema = z.object({ success: z.literal(true), publicKey: z.string() });

/** The push payload the service worker shows. */
export const PushPayloadSchema = z.object({ title: z.string(), body: z.string(), link: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof PushPayloadSchema>;

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export const OutboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'push']),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export const OutboxSummaryResponseSchema = z.object({
  success: z.literal(true),
  counts: z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  items: z.array(OutboxItemSchema),
});
