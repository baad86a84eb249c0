import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationCounters, notificationUnreadChanges } from './notifications.tables.ts';

/*
 * A visitor's unread count (issue 24) is their counter row plus their changes not yet folded into
 * it (migration 0022). Both are read in one statement, so under one snapshot, and a compaction
 * moves changes into counters in one statement: a reader sees each change exactly once, before or
 * after it is folded. Reading costs one row plus the few changes of the last seconds, however many
 * notifications are unread.
 */

/**
 * The visitor's unread count, as an expression for a statement that reads it with other things
 * (`userId` may be a column of that statement).
 */
export const unreadCountOf = (userId: string | SQL) =>
  sql<number>`(coalesce((select ${notificationCounters.unread} from ${notificationCounters}
    where ${notificationCounters.userId} = ${userId}), 0)
    + coalesce((select sum(${notificationUnreadChanges.delta}) from ${notificationUnreadChanges}
    where ${notificationUnreadChanges.userId} = ${userId}), 0))::int`;

/** Most changes one compaction folds; the next takes the rest. */
const COMPACTION_BATCH = 5_000;

/**
 * Folds the oldest pending changes into the counters, in one statement. Rows another compaction
 * (another server process) has taken are skipped, not waited for; counters are written in user
 * order. Returns how many changes it folded.
 */
export async function compactUnreadChanges(db: Database): Promise<number> {
  const result = (await db.execute(sql`
    with taken as (
      select id from notification_unread_changes order by id limit ${COMPACTION_BATCH} for update skip locked
    ),
    folded as (
      delete from notification_unread_changes c using taken where c.id = taken.id returning c.user_id, c.delta
    ),
    counted as (
      insert into notification_counters as k (user_id, unread)
      select user_id, sum(delta)::int from folded group by user_id having sum(delta) <> 0 order by user_id
      on conflict (user_id) do update set unread = k.unread + excluded.unread
    )
    select count(*)::int as folded from folded`)) as unknown as { rows: { folded: number }[] };
  return Number(result.rows[0]?.folded ?? 0);
}
