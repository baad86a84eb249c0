import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Claims the sweep `name` if it has not started within `intervalMs` (database clock), in one
 * statement: of two processes asking at once, one gets it. True when this caller may run it.
 */
export async function claimDueSweep(db: Database, name: string, intervalMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into retention_sweeps as s (name, last_started_at) values (${name}, now())
    on conflict (name) do update set last_started_at = excluded.last_started_at
      where s.last_started_at <= now() - ${intervalMs}::double precision * interval '1 millisecond'
    returning name`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}
