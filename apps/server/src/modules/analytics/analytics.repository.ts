import { and, desc, eq, gte, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { analyticsEvents } from './analytics.tables.ts';

export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/** One multi-row insert per batch. */
export async function insertEvents(db: Database, rows: NewAnalyticsEventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(analyticsEvents).values(rows).returning({ id: analyticsEvents.id });
  return inserted.length;
}

/** The member's events stay for the counts, tied to nobody (no index on user_id: deletions are rare). */
export async function clearUserOfEvents(db: Database, userId: string): Promise<void> {
  await db.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, userId));
}

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;

export interface EventFilter {
  name?: string;
  userId?: string;
  since?: Date;
  until?: Date;
}

function conditions(filter: EventFilter) {
  return [
    filter.name ? eq(analyticsEvents.name, filter.name) : undefined,
    filter.userId ? eq(analyticsEvents.userId, filter.userId) : undefined,
    filter.since ? gte(analyticsEvents.occurredAt, filter.since) : undefined,
    filter.until ? lte(analyticsEvents.occurredAt, filter.until) : undefined,
  ];
}

/** Newest first, keyset on (occurred_at, id). */
export async function listEvents(db: Database, filter: EventFilter, limit: number, cursor: Cursor | null) {
  const anchor = cursor
    ? sql`(select ${analyticsEvents.occurredAt} from ${analyticsEvents} where ${analyticsEvents.id} = ${cursor.id})`
    : null;
  return db
    .select()
    .from(analyticsEvents)
    .where(
      and(
        ...conditions(filter),
        anchor && cursor
          ? or(
              lt(analyticsEvents.occurredAt, anchor),
              and(eq(analyticsEvents.occurredAt, anchor), lt(analyticsEvents.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(analyticsEvents.occurredAt), desc(analyticsEvents.id))
    .limit(limit + 1);
}

/** Counts for the summary, each one grouped query. */
export async function summarise(db: Database, filter: EventFilter) {
  const where = and(...conditions(filter));
  const [byName, byDay, topPages, totals] = [
    await db
      .select({ name: analyticsEvents.name, count: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(where)
      .groupBy(analyticsEvents.name)
      .orderBy(desc(sql`count(*)`), analyticsEvents.name),
    await db
      .select({
        date: sql<string>`to_char(${analyticsEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        count: sql<number>`count(*)::int`,
      })
      .from(analyticsEvents)
      .where(where)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    await db
      .select({ path: analyticsEvents.path, count: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(and(where, isNotNull(analyticsEvents.path)))
      .groupBy(analyticsEvents.path)
      .orderBy(desc(sql`count(*)`), analyticsEvents.path)
      .limit(10),
    await db
      .select({
        events: sql<number>`count(*)::int`,
        sessions: sql<number>`count(distinct ${analyticsEvents.sessionId})::int`,
        users: sql<number>`count(distinct ${analyticsEvents.userId})::int`,
      })
      .from(analyticsEvents)
      .where(where),
  ];
  return { byName, byDay, topPages, totals: totals[0] ?? { events: 0, sessions: 0, users: 0 } };
}
