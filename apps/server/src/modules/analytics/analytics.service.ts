import type { AnalyticsEvent } from '@app/shared/analytics/analytics.schemas';
import type { Database } from '../../db/client.ts';
import { insertEvents } from './analytics.repository.ts';

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
