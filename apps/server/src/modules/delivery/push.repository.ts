import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions, serverKeys } from './delivery.tables.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceLabel: string;
}

/**
 * Saves a device's subscription. An endpoint is one browser profile's: registered again (by its
 * member with fresh keys, or by a new member on that browser with its keys), it moves to the
 * current member with the given keys, and counts as the newest.
 */
export async function upsertPushSubscription(db: Database, value: NewPushSubscription): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(value)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: value.userId,
        p256dh: value.p256dh,
        auth: value.auth,
        deviceLabel: value.deviceLabel,
        createdAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('push subscription upsert returned no row');
  return row;
}

/**
 * The subscription at `endpoint`, locked until the transaction ends, so that two members
 * registering one endpoint take turns; null when there is none yet (the unique endpoint then
 * lets only one insert win).
 */
export async function lockPushSubscriptionByEndpoint(
  db: Database,
  endpoint: string,
): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).for('update');
  return row ?? null;
}

/** Removes the member's subscriptions beyond the `keep` newest ones; returns how many went. */
export async function deleteOldestPushSubscriptions(db: Database, userId: string, keep: number): Promise<number> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)))
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}

/** Only the member's own: another member's endpoint is left alone. */
export async function deletePushSubscriptionOfUser(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deletePushSubscriptionById(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function findPushSubscriptionById(db: Database, id: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function listPushSubscriptionIdsOfUser(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map((row) => row.id);
}

export async function countPushSubscriptionsOfUser(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.total ?? 0;
}

export async function findServerKey(db: Database, name: string): Promise<Record<string, string> | null> {
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
  return row?.value ?? null;
}

/** Stores a key unless one of that name exists already (the first process to make one wins). */
export async function insertServerKeyIfAbsent(db: Database, name: string, value: Record<string, string>) {
  await db.insert(serverKeys).values({ name, value }).onConflictDoNothing({ target: serverKeys.name });
}
