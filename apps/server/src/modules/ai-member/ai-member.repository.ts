import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiEngagements, monitoringRuns, monitoringState } from './ai-member.tables.ts';

export type EngagementRow = typeof aiEngagements.$inferSelect;
export type MonitoringStateRow = typeof monitoringState.$inferSelect;
export type RunRow = typeof monitoringRuns.$inferSelect;

/** Serialises AI postings for the rest of the transaction (the cap and one-per-question checks). */
export async function lockEngagements(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('ai-member:engagement'))`);
}

export async function insertEngagement(db: Database, row: typeof aiEngagements.$inferInsert): Promise<EngagementRow> {
  const [inserted] = await db.insert(aiEngagements).values(row).returning();
  if (!inserted) throw new Error('Inserting an engagement returned no row');
  return inserted;
}

/** Answers posted in the window (since, until]. */
export async function countPostedBetween(db: Database, since: Date, until: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(aiEngagements)
    .where(
      and(eq(aiEngagements.outcome, 'posted'), gt(aiEngagements.createdAt, since), lte(aiEngagements.createdAt, until)),
    );
  return row?.count ?? 0;
}

export async function postedTimesSince(db: Database, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: aiEngagements.createdAt })
    .from(aiEngagements)
    .where(and(eq(aiEngagements.outcome, 'posted'), gt(aiEngagements.createdAt, since)))
    .orderBy(aiEngagements.createdAt);
  return rows.map((row) => row.at);
}

export async function engagementTotals(db: Database) {
  return db
    .select({ persona: aiEngagements.persona, outcome: aiEngagements.outcome, count: sql<number>`count(*)::int` })
    .from(aiEngagements)
    .groupBy(aiEngagements.persona, aiEngagements.outcome);
}

export async function recentEngagements(db: Database, limit: number) {
  return db.select().from(aiEngagements).orderBy(desc(aiEngagements.createdAt)).limit(limit);
}

/** The state row, created with the defaults on first use. */
export async function readState(db: Database): Promise<MonitoringStateRow> {
  await db.insert(monitoringState).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(monitoringState).where(eq(monitoringState.id, 1));
  if (!row) throw new Error('Monitoring state row missing');
  return row;
}

export async function updateState(
  db: Database,
  changes: Partial<typeof monitoringState.$inferInsert>,
): Promise<MonitoringStateRow> {
  await readState(db);
  const [row] = await db
    .update(monitoringState)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(monitoringState.id, 1))
    .returning();
  if (!row) throw new Error('Monitoring state row missing');
  return row;
}

/**
 * Takes the pass lease when nobody holds it (or it expired): one statement, so two servers on one
 * PostgreSQL can never both get it. Returns false when another pass is running.
 *
 * With `due`, a scheduled pass: the lease is taken only while the engine runs and its next pass is
 * due at `now`, and the same statement moves the next pass one interval on. A process that saw the
 * pass due before another ran it (or before a leader change) then finds it no longer due: a
 * scheduled pass runs at most once per due tick (issue 22 §3).
 */
export async function claimPassLease(
  db: Database,
  now: Date,
  until: Date,
  options: { due?: boolean } = {},
): Promise<boolean> {
  await readState(db);
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .update(monitoringState)
    .set({
      passLeaseUntil: until,
      ...(options.due ? { nextRunAt: sql`${at} + ${monitoringState.intervalMinutes} * interval '1 minute'` } : {}),
    })
    .where(
      and(
        eq(monitoringState.id, 1),
        sql`(${monitoringState.passLeaseUntil} is null or ${monitoringState.passLeaseUntil} <= ${at})`,
        options.due ? sql`${monitoringState.running} and ${monitoringState.nextRunAt} <= ${at}` : undefined,
      ),
    )
    .returning({ id: monitoringState.id });
  return rows.length > 0;
}

/** Extends the running pass's lease (a pass renews it as it goes; see LEASE_MS in monitoring.service.ts). */
export async function renewPassLease(db: Database, until: Date): Promise<void> {
  await db
    .update(monitoringState)
    .set({ passLeaseUntil: until })
    .where(and(eq(monitoringState.id, 1), isNotNull(monitoringState.passLeaseUntil)));
}

export async function insertRun(db: Database, row: typeof monitoringRuns.$inferInsert): Promise<RunRow> {
  const [inserted] = await db.insert(monitoringRuns).values(row).returning();
  if (!inserted) throw new Error('Inserting a run returned no row');
  return inserted;
}

export async function listRuns(db: Database, limit: number): Promise<RunRow[]> {
  return db.select().from(monitoringRuns).orderBy(desc(monitoringRuns.startedAt)).limit(limit);
}

export async function countRuns(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(monitoringRuns);
  return row?.count ?? 0;
}
