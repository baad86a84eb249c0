import type { GroupSetting, NotificationGroup } from '@app/shared/delivery/delivery.constants';
import { DEFAULT_DIGEST_HOUR } from '@app/shared/delivery/delivery.constants';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountEmails, notificationSettings, outbox, pushSubscriptions } from './delivery.tables.ts';

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

export async function findNotificationSettingsRow(db: Database, userId: string) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ?? null;
}

/**
 * Merges a change into the member's settings in one statement: the groups given replace theirs
 * (`||` on the stored object, so two changes to different groups both stay), the hour and the
 * time zone only when given.
 */
export async function mergeNotificationSettingsRow(
  db: Database,
  userId: string,
  change: { groups: Partial<Record<NotificationGroup, GroupSetting>>; digestHour?: number; timeZone?: string },
): Promise<NotificationSettingsRow> {
  const [row] = await db
    .insert(notificationSettings)
    .values({
      userId,
      groups: change.groups,
      digestHour: change.digestHour ?? DEFAULT_DIGEST_HOUR,
      timeZone: change.timeZone ?? 'UTC',
    })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        groups: sql`${notificationSettings.groups} || excluded.groups`,
        digestHour: change.digestHour === undefined ? sql`${notificationSettings.digestHour}` : change.digestHour,
        timeZone: change.timeZone === undefined ? sql`${notificationSettings.timeZone}` : change.timeZone,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('The notification settings could not be saved');
  return row;
}

/** The endpoints of the member's devices with push on (at most MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER). */
export async function listPushEndpointsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.endpoint);
}

/**
 * Everything delivery keeps about a member, for account deletion (users are only anonymised, so
 * the foreign keys' cascade never fires): address, settings, push devices and every outbox row
 * (queued ones must not go out; sent ones still name the address). One statement.
 */
export async function deleteDeliveryRowsOf(db: Database, userId: string): Promise<void> {
  await db.execute(sql`
    with emails as (delete from ${accountEmails} where ${accountEmails.userId} = ${userId}),
      settings as (delete from ${notificationSettings} where ${notificationSettings.userId} = ${userId}),
      devices as (delete from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId})
    delete from ${outbox} where ${outbox.userId} = ${userId}`);
}
