import type { Database } from '../../db/client.ts';
import { insertNotifications, type NewNotification } from './notifications.repository.ts';

export type { NewNotification } from './notifications.repository.ts';

/**
 * Tells visitors what happened to them (issue 20 §8). Call it with the transaction that made the
 * change: the rows commit with it, and the database announces each one to every server process's
 * live streams at that commit (migration 0014), never for a change that rolled back.
 */
export async function notifyUsers(db: Database, items: NewNotification[]): Promise<void> {
  await insertNotifications(db, items);
}
