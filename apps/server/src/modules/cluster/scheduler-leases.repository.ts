import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { schedulerLeases } from './cluster.tables.ts';

/**
 * Takes or renews the lease `name` for `holder` until `leaseMs` from now (database clock), in ONE
 * statement: a new name is inserted; an existing lease changes hands only when its holder is this
 * one or it has run out. Two processes racing for a free lease queue on its row: one wins.
 * Returns whether `holder` holds the lease now.
 */
export async function acquireLease(db: Database, name: string, holder: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .insert(schedulerLeases)
    .values({ name, holder, expiresAt: sql`now() + ${leaseMs}::double precision * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: schedulerLeases.name,
      set: { holder: sql`excluded.holder`, expiresAt: sql`excluded.expires_at` },
      setWhere: sql`${schedulerLeases.holder} = excluded.holder or ${schedulerLeases.expiresAt} <= now()`,
    })
    .returning({ holder: schedulerLeases.holder });
  return rows[0]?.holder === holder;
}

/** Gives the lease up, if `holder` still has it, so that another process takes it at its next tick. */
export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db.delete(schedulerLeases).where(and(eq(schedulerLeases.name, name), eq(schedulerLeases.holder, holder)));
}
