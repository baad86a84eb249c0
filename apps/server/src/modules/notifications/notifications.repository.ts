import type { NotificationKind } from '@app/shared/notifications/notifications.constants';
import { and, asc, desc, eq, gt, inArray, isNull, lt, max, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isoTime } from '../../db/json-sql.ts';
import { preparedStatements } from '../../db/prepared-statements.ts';
import { unreadCountOf } from './notification-counters.repository.ts';
import { notificationCounters, notifications, notificationUnreadChanges } from './notifications.tables.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  link: string;
  data?: Record<string, string>;
}

/**
 * Inserts the notifications of recipients still on the platform, in one statement: a member who
 * deleted their account gets none (issue 35). Each recipient's user row is read under a key-share
 * lock, so a deletion in flight is waited for and its outcome seen, never raced.
 */
export async function insertNotifications(db: Database, values: NewNotification[]): Promise<void> {
  if (values.length === 0) return;
  const items = values.map((value, position) => ({
    position,
    user_id: value.userId,
    kind: value.kind,
    title: value.title,
    body: value.body ?? '',
    link: value.link,
    data: value.data ?? {},
  }));
  await db.execute(sql`
    insert into notifications (user_id, kind, title, body, link, data)
    select v.user_id, v.kind, v.title, v.body, v.link, v.data
    from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
      as v(position int, user_id uuid, kind text, title text, body text, link text, data jsonb)
    join users u on u.id = v.user_id
    where u.deleted_at is null
    order by v.position
    for key share of u`);
}

/**
 * A deleted member's notifications (they quote other people's messages), with their unread
 * counter and its pending changes (notification-counters.repository.ts), in the caller's
 * transaction. The delete's trigger records the unread rows it removes as changes, so the changes
 * go after it, and the counter last: with none of the three left, the count reads 0.
 */
export async function deleteNotificationRowsOf(db: Database, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(notificationUnreadChanges).where(eq(notificationUnreadChanges.userId, userId));
  await db.delete(notificationCounters).where(eq(notificationCounters.userId, userId));
}

/**
 * A notification exactly as the API sends it (`Notification` in @app/shared), written as JSON text
 * by the database, so the page is sent as it comes: no row mapping, no response validation, no
 * serialising in the server (issue 24, bench/findings.md item 23; the questions' list does the same).
 */
const notificationJson = sql<string>`(select row_to_json(n)::text from (select
  ${notifications.id}::text as id, ${notifications.kind} as kind, ${notifications.title} as title,
  ${notifications.body} as body, ${notifications.link} as link, ${notifications.data} as data,
  ${isoTime(notifications.readAt)} as "readAt", ${isoTime(notifications.createdAt)} as "createdAt") n)`;

export interface NotificationPageOptions {
  limit: number;
  beforeId: number | null;
  unreadOnly: boolean;
}

/**
 * The page statement, prepared once per shape (cursor or not, unread only or not, limit) and
 * database handle: on PostgreSQL a named statement, parsed and planned once per connection.
 */
const preparedPages = preparedStatements<ReturnType<typeof preparePage>>();

function preparePage(db: Database, options: NotificationPageOptions, name: string) {
  const userId = sql.placeholder('userId');
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (options.beforeId !== null) conditions.push(lt(notifications.id, sql.placeholder('beforeId')));
  if (options.unreadOnly) conditions.push(isNull(notifications.readAt));
  return db
    .select({ json: notificationJson, id: notifications.id, unreadCount: unreadCountOf(sql`${userId}`) })
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.id))
    .limit(options.limit + 1)
    .prepare(name);
}

/**
 * A page of the visitor's notifications as JSON texts, newest first (one more than `limit`, to
 * tell whether another page follows), with the count of all their unread ones read in the same
 * statement.
 */
export async function listNotificationTexts(
  db: Database,
  userId: string,
  options: NotificationPageOptions,
): Promise<{ rows: { json: string; id: number }[]; unreadCount: number }> {
  const shape = [options.beforeId === null ? '' : 'before', options.unreadOnly ? 'unread' : '', options.limit].join(
    '_',
  );
  const statement = preparedPages(db, shape, () => preparePage(db, options, `notifications_page_${shape}`));
  const found = await statement.execute({ userId, beforeId: options.beforeId ?? 0 });
  // An empty page carries no count: only then is it read on its own.
  const unreadCount = found[0]?.unreadCount ?? (await countUnreadNotifications(db, userId));
  return { rows: found, unreadCount: Number(unreadCount) };
}

export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ unread: unreadCountOf(userId) }).from(sql`(select 1) as one`);
  return Number(row?.unread ?? 0);
}

/** Marks the visitor's own unread notifications read: the given ids, or all of them. */
export async function markNotificationRowsRead(db: Database, userId: string, ids: number[] | 'all'): Promise<void> {
  const conditions: SQL[] = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids !== 'all') conditions.push(inArray(notifications.id, ids));
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(...conditions));
}

/** Marks read the unread notifications of one kind about one thing (`data[key] = value`). */
export async function markNotificationRowsReadAbout(
  db: Database,
  userId: string,
  about: { kind: NotificationKind; key: string; value: string },
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        eq(notifications.kind, about.kind),
        sql`${notifications.data} ->> ${about.key} = ${about.value}`,
      ),
    );
}

/** The visitor's newest notification id (0 without any): where a fresh live stream starts. */
export async function findLatestNotificationId(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.id ?? 0;
}

/**
 * The rows a live stream still needs, oldest first: every id after `afterId`, plus `lateIds`
 * (announced rows that committed after a newer one, see notification-hub.ts).
 */
export async function listNotificationRowsAfter(
  db: Database,
  userId: string,
  options: { afterId: number; lateIds: number[]; limit: number },
): Promise<NotificationRow[]> {
  const after = gt(notifications.id, options.afterId);
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        options.lateIds.length > 0 ? or(after, inArray(notifications.id, options.lateIds)) : after,
      ),
    )
    .orderBy(asc(notifications.id))
    .limit(options.limit);
}

/**
 * The newest `limit` rows after `afterId` but `exceptIds`, for a stream resuming with its cursor
 * (newest first). One range scan of notifications_user_idx from the visitor's newest row down.
 */
export async function listNewestNotificationRowsAfter(
  db: Database,
  userId: string,
  options: { afterId: number; exceptIds: number[]; limit: number },
): Promise<NotificationRow[]> {
  const conditions: SQL[] = [eq(notifications.userId, userId), gt(notifications.id, options.afterId)];
  if (options.exceptIds.length > 0) conditions.push(notInArray(notifications.id, options.exceptIds));
  return db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.id))
    .limit(options.limit);
}

/** The member's newest unread notifications of these kinds (the daily digest's list). */
export async function listUnreadNotificationRowsOfKinds(
  db: Database,
  userId: string,
  options: { kinds: NotificationKind[]; limit: number },
): Promise<NotificationRow[]> {
  if (options.kinds.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.readAt), inArray(notifications.kind, options.kinds)),
    )
    .orderBy(desc(notifications.id))
    .limit(options.limit);
}
