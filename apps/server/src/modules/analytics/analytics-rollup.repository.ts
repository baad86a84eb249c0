import { sql } from 'drizzle-orm';
import { deleteBatch } from '../../db/batched-delete.ts';
import type { Database } from '../../db/client.ts';

const STATE = 'events';

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Where the rolled-up days end, as SQL: events before it are counted from the daily rows. */
export const summarisedBefore = sql`coalesce((select summarised_before from analytics_rollup_state where name = ${STATE}), '-infinity'::timestamptz)`;

/**
 * Rolls up the oldest UTC day of events not yet rolled up, if it starts before `cutoff` (the start
 * of a UTC day), in one transaction that also moves `summarised_before` past it: one day's events
 * at a time, so no transaction grows with the backlog. The state row is locked first, so two
 * sweeps (the lease is not a fence, decision 007) roll each day up once. False when none is left.
 */
export async function rollUpOldestDay(db: Database, cutoff: Date): Promise<boolean> {
  await db.execute(sql`
    insert into analytics_rollup_state (name, summarised_before) values (${STATE}, '-infinity')
    on conflict (name) do nothing`);
  return db.transaction(async (tx) => {
    const [state] = await rowsOf<{ from: string }>(
      tx,
      sql`select summarised_before as "from" from analytics_rollup_state where name = ${STATE} for update`,
    );
    const [next] = await rowsOf<{ day: string | null }>(
      tx,
      sql`select to_char(min(occurred_at) at time zone 'UTC', 'YYYY-MM-DD') as day
          from analytics_events where occurred_at >= ${state?.from ?? '-infinity'}::timestamptz`,
    );
    const day = next?.day;
    if (!day || new Date(`${day}T00:00:00Z`) >= cutoff) return false;
    const start = sql`(${day}::date::timestamp at time zone 'UTC')`;
    const end = sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;
    const ofTheDay = sql`from analytics_events where occurred_at >= ${start} and occurred_at < ${end}`;
    await tx.execute(sql`
      insert into analytics_daily_counts (day, name, path, events)
      select ${day}::date, name, path, count(*)::int ${ofTheDay} group by name, path`);
    await tx.execute(sql`
      insert into analytics_daily_visits (day, session_id, user_id)
      select distinct ${day}::date, session_id, user_id ${ofTheDay}`);
    await tx.execute(sql`update analytics_rollup_state set summarised_before = ${end} where name = ${STATE}`);
    return true;
  });
}

/** Deletes up to `limit` events that are already counted in the daily rows. */
export function deleteRolledUpEvents(db: Database, limit: number): Promise<number> {
  return deleteBatch(db, 'analytics_events', sql`occurred_at < ${summarisedBefore}`, limit);
}

/** Account deletion: the member's rolled-up counts stay, tied to nobody (as their events do). */
export async function clearUserOfRollups(db: Database, userId: string): Promise<void> {
  await db.execute(sql`update analytics_daily_visits set user_id = null where user_id = ${userId}`);
}
