import type { AnalyticsEvent, EventsQuery } from '@app/shared/analytics/analytics.schemas';
import type { Database } from '../../db/client.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import {
  type AnalyticsEventRow,
  clearUserOfEvents,
  insertEvents,
  listEvents,
  summarise,
} from './analytics.repository.ts';
import { clearUserOfRollups } from './analytics-rollup.repository.ts';

const MAX_CLOCK_SKEW_MS = 24 * 3_600_000;

/** Stores a batch; timestamps from a client clock far in the future are clamped to now. */
export async function recordEvents(db: Database, userId: string | null, events: AnalyticsEvent[]): Promise<number> {
  const now = Date.now();
  return insertEvents(
    db,
    events.map((event) => {
      const occurredAt = new Date(event.timestamp);
      return {
        name: event.name,
        props: event.props,
        path: event.path ?? null,
        sessionId: event.sessionId ?? null,
        userId,
        occurredAt: occurredAt.getTime() > now + MAX_CLOCK_SKEW_MS ? new Date(now) : occurredAt,
      };
    }),
  );
}

/**
 * Account deletion (issue 35): the member's events stay in the counts and funnels, but no longer
 * say whose they were (user_id null), in `db`'s transaction.
 */
export async function detachEventsFromUser(db: Database, userId: string): Promise<void> {
  await clearUserOfEvents(db, userId);
  await clearUserOfRollups(db, userId);
}

const DAY_MS = 86_400_000;

function toEvent(row: AnalyticsEventRow) {
  return {
    id: row.id,
    name: row.name,
    props: row.props,
    path: row.path,
    sessionId: row.sessionId,
    userId: row.userId,
    occurredAt: row.occurredAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
  };
}

export async function getEvents(db: Database, query: EventsQuery, userId?: string) {
  const rows = await listEvents(
    db,
    {
      name: query.name,
      userId,
      since: query.since ? new Date(query.since) : undefined,
      until: query.until ? new Date(query.until) : undefined,
    },
    query.limit,
    decodeCursor(query.cursor),
  );
  const page = toPage(rows, query.limit);
  return {
    events: page.items.map(toEvent),
    nextCursor: page.nextCursor,
  };
}

/** Events per name and per UTC day, sessions, users and top pages; the last 30 days by default. */
export async function getSummary(db: Database, query: { since?: string; until?: string }, now = new Date()) {
  const since = query.since ? new Date(query.since) : new Date(now.getTime() - 30 * DAY_MS);
  const until = query.until ? new Date(query.until) : undefined;
  const summary = await summarise(db, { since, until });
  return {
    since: since.toISOString(),
    until: (until ?? now).toISOString(),
    totalEvents: summary.totals.events,
    sessions: summary.totals.sessions,
    users: summary.totals.users,
    byName: summary.byName,
    byDay: summary.byDay,
    topPages: summary.topPages.map((page) => ({ path: page.path ?? '', count: page.count })),
  };
}
