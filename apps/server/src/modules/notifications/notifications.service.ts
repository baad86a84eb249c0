import type { NotificationKind } from '@app/shared/notifications/notifications.constants';
import type {
  ListNotificationsQuery,
  MarkNotificationsReadBody,
  Notification,
} from '@app/shared/notifications/notifications.schemas';
import type { Database } from '../../db/client.ts';
import { pageAnswerText } from '../../lib/json-text.ts';
import {
  countUnreadNotifications,
  deleteNotificationRowsOf,
  findLatestNotificationId,
  insertNotifications,
  listNewestNotificationRowsAfter,
  listNotificationRowsAfter,
  listNotificationTexts,
  listUnreadNotificationRowsOfKinds,
  markNotificationRowsRead,
  markNotificationRowsReadAbout,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository.ts';
import type { StreamCursor } from './stream-cursor.ts';

export type { NewNotification } from './notifications.repository.ts';

/** What a notification's body quotes of a longer text (a message, an answer). */
export const NOTIFICATION_PREVIEW_LENGTH = 140;

/** The first characters of `text` (whole code points, so an emoji is never cut in half). */
export function previewOf(text: string): string {
  return Array.from(text).slice(0, NOTIFICATION_PREVIEW_LENGTH).join('');
}

/**
 * Tells visitors what happened to them (issue 20 §8). Call it with the transaction that made the
 * change: the rows commit with it, and the database announces each one to every server process's
 * live streams at that commit (migration 0014), never for a change that rolled back. The same
 * statement queues the mail and push each recipient's settings ask for (migration 0029's trigger,
 * issue 34): in this transaction too, whichever path inserts the notification.
 */
export async function notifyUsers(db: Database, items: NewNotification[]): Promise<void> {
  // A member who deleted their account is skipped (issue 35).
  await insertNotifications(db, items);
}

/** Account deletion (issue 35): the member's notifications and unread count go, in `db`'s transaction. */
export function deleteNotificationsOf(db: Database, userId: string): Promise<void> {
  return deleteNotificationRowsOf(db, userId);
}

/** The member's newest unread notifications of these kinds, newest first (the daily digest). */
export async function listUnreadNotifications(
  db: Database,
  userId: string,
  options: { kinds: NotificationKind[]; limit: number },
): Promise<Notification[]> {
  return (await listUnreadNotificationRowsOfKinds(db, userId, options)).map(toNotification);
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The visitor's notifications page as the JSON the API sends: the items are texts the database
 * wrote (notifications.repository.ts), joined as they are.
 */
export async function listNotificationsText(db: Database, userId: string, query: ListNotificationsQuery) {
  const { rows, unreadCount } = await listNotificationTexts(db, userId, {
    limit: query.limit,
    beforeId: query.cursor === undefined ? null : Number(query.cursor),
    unreadOnly: query.unread,
  });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  // Ids only grow, so the last id is the whole cursor.
  const nextCursor = rows.length > query.limit && last ? String(last.id) : null;
  return pageAnswerText(
    'notifications',
    items.map((row) => row.json),
    nextCursor,
    { unreadCount },
  );
}

/** Marks the visitor's own notifications read; ids of anyone else's are simply not touched. */
export async function markNotificationsRead(db: Database, userId: string, body: MarkNotificationsReadBody) {
  await markNotificationRowsRead(db, userId, body.all ? 'all' : (body.ids ?? []).map(Number));
  return { unreadCount: await countUnreadNotifications(db, userId) };
}

/** Opening what a notification is about reads it: e.g. a conversation's `message.new` ones. */
export async function markNotificationsReadAbout(
  db: Database,
  userId: string,
  about: { kind: NotificationKind; key: string; value: string },
): Promise<void> {
  await markNotificationRowsReadAbout(db, userId, about);
}

/** Where a fresh live stream starts: after the visitor's newest notification. */
export function latestNotificationId(db: Database, userId: string): Promise<number> {
  return findLatestNotificationId(db, userId);
}

/**
 * A resumed stream's replay: the newest `limit` of what the client does not have (above the
 * cursor's floor, not among its sent ids; see stream-cursor.ts), returned oldest first.
 */
export async function replayNotifications(db: Database, userId: string, cursor: StreamCursor, limit: number) {
  const rows = await listNewestNotificationRowsAfter(db, userId, {
    afterId: cursor.floor,
    exceptIds: cursor.sent,
    limit,
  });
  return rows.reverse().map(toNotification);
}

/** What open streams still need, oldest first (see notification-hub.ts). */
export async function listNotificationsAfter(
  db: Database,
  userId: string,
  options: { afterId: number; lateIds: number[]; limit: number },
): Promise<Notification[]> {
  return (await listNotificationRowsAfter(db, userId, options)).map(toNotification);
}
