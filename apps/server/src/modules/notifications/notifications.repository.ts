import type { NotificationKind } from '@app/shared/notifications/notifications.constants';
import type { Database } from '../../db/client.ts';
import { notifications } from './notifications.tables.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  link: string;
  data?: Record<string, string>;
}

export async function insertNotifications(db: Database, values: NewNotification[]): Promise<void> {
  if (values.length > 0) await db.insert(notifications).values(values);
}
