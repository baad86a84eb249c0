import type { Database } from '../../db/client.ts';
import { analyticsEvents } from './analytics.tables.ts';

export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/** One multi-row insert per batch. */
export async function insertEvents(db: Database, rows: NewAnalyticsEventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(analyticsEvents).values(rows).returning({ id: analyticsEvents.id });
  return inserted.length;
}
