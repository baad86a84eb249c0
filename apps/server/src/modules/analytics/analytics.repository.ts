import { and, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { analyticsEvents } from './analytics.tables.ts';
import { summarisedBefore } from './analytics-rollup.repository.ts';

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

/**
 * What a summary counts (issue 40 §6, decision 019): the events from `summarised_before` on, and
 * before it the daily rows the retention sweep left, by whole UTC days (a day counts when it starts
 * on or after the day `since` falls in). Events rolled up but not yet deleted are not counted twice.
 * `counted`: name, path, at, weight; `visits`: session_id, user_id.
 */
function countedEvents(filter: EventFilter) {
  const onEvents = and(...conditions(filter), gte(analyticsEvents.occurredAt, summarisedBefore));
  const dayStart = sql`(r.day::timestamp at time zone 'UTC')`;
  const onDays = sql`r.day < (${summarisedBefore} at time zone 'UTC')::date${sql.join(
    [
      filter.since ? sql` and r.day >= (${filter.since.toISOString()}::timestamptz at time zone 'UTC')::date` : sql``,
      filter.until ? sql` and ${dayStart} <= ${filter.until.toISOString()}::timestamptz` : sql``,
    ],
    sql``,
  )}`;
  // The daily counts know no user and the visits no name: a filter on either leaves the other out.
  const name = sql`${filter.name ? sql` and r.name = ${filter.name}` : sql``}${filter.userId ? sql` and false` : sql``}`;
  const user = sql`${filter.userId ? sql` and r.user_id = ${filter.userId}` : sql``}${filter.name ? sql` and false` : sql``}`;
  return {
    counted: sql`(
      select name, path, occurred_at as at, 1 as weight from analytics_events where ${onEvents}
      union all
      select r.name, r.path, ${dayStart} as at, r.events as weight from analytics_daily_counts r where ${onDays}${name}
    ) as counted`,
    // Distinct sessions and users are not additive over days: the rolled-up days keep theirs.
    visits: sql`(
      select session_id, user_id from analytics_events where ${onEvents}
      union all
      select r.session_id, r.user_id from analytics_daily_visits r where ${onDays}${user}
    ) as visits`,
  };
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Counts for the summary, each one grouped query over the counted events. */
export async function summarise(db: Database, filter: EventFilter) {
  const { counted, visits } = countedEvents(filter);
  const [byName, byDay, topPages, totals] = [
    await rowsOf<{ name: string; count: number }>(
      db,
      sql`select name, sum(weight)::int as count from ${counted} group by name order by sum(weight) desc, name`,
    ),
    await rowsOf<{ date: string; count: number }>(
      db,
      sql`select to_char(at at time zone 'UTC', 'YYYY-MM-DD') as date, sum(weight)::int as count
          from ${counted} group by 1 order by 1`,
    ),
    await rowsOf<{ path: string | null; count: number }>(
      db,
      sql`select path, sum(weight)::int as count from ${counted} where path is not null
          group by path order by sum(weight) desc, path limit 10`,
    ),
    await rowsOf<{ events: number; sessions: number; users: number }>(
      db,
      sql`select (select coalesce(sum(weight), 0)::int from ${counted}) as events,
            count(distinct session_id)::int as sessions, count(distinct user_id)::int as users from ${visits}`,
    ),
  ];
  return { byName, byDay, topPages, totals: totals[0] ?? { events: 0, sessions: 0, users: 0 } };
}
