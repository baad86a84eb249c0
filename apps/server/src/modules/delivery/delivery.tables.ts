import type { GroupSetting, NotificationGroup } from '@app/shared/delivery/delivery.constants';
import { DEFAULT_DIGEST_HOUR } from '@app/shared/delivery/delivery.constants';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.ts';

/**
 * What reaches a member outside the page, and how (issue 34 §2). No row: the defaults
 * (DEFAULT_GROUP_SETTINGS); a group missing from `groups` takes its default too.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  groups: jsonb('groups').$type<Partial<Record<NotificationGroup, GroupSetting>>>().notNull().default({}),
  /** The hour of the member's day (0-23, in `timeZone`) the daily digest goes out. */
  digestHour: integer('digest_hour').notNull().default(DEFAULT_DIGEST_HOUR),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** When the last digest was queued: at most one a day. */
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's own email address (issue 34 §3): never shown to anyone else, never required. Mail goes
 * only to `email` once `verifiedAt` is set; a new address waits in `pendingEmail` until its link is
 * opened. Only the SHA-256 of the link's token is stored.
 */
export const accountEmails = pgTable('account_emails', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  pendingEmail: text('pending_email'),
  tokenHash: text('token_hash').unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail and push waiting to go out (issue 34 §3-4), written in the transaction of the notification
 * that causes it. One sender per cluster (the scheduler's lease) sends each row and marks it sent;
 * `messageId` is the mail's Message-ID (and the push's topic), the same on every retry.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: uuid('message_id').notNull().unique().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'push'] }).notNull(),
    /** A notification kind, 'digest' or 'email.verify'. */
    kind: text('kind').notNull(),
    /** The email address or the push subscription's id. */
    recipient: text('recipient').notNull(),
    /** What to send: subject, text, html and headers of a mail; title, body, link, tag of a push. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.nextAttemptAt, table.id).where(sql`status = 'queued'`),
    index('outbox_user_idx').on(table.userId),
    // The retention sweep's two rules (issue 40 §6): sent rows by when they went out, failed ones by age.
    index('outbox_sent_at_idx').on(table.sentAt).where(sql`status = 'sent'`),
    index('outbox_failed_created_at_idx').on(table.createdAt).where(sql`status = 'failed'`),
  ],
);

/** A device that turned push on (issue 34 §4). An endpoint that answers 404 or 410 is removed. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceLabel: text('device_label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * Keys the server makes once and keeps when the environment gives none: the VAPID key pair
 * ('vapid') and the secret that signs unsubscribe links ('unsubscribe').
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
