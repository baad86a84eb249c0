import type { DealViewer } from '@app/shared/opportunities/deal-privacy';
import type { OpportunityStatus } from '@app/shared/opportunities/opportunities.constants';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { opportunities, opportunityStageHistory } from './opportunities.tables.ts';

export type OpportunityRow = typeof opportunities.$inferSelect;
export type NewOpportunityRow = typeof opportunities.$inferInsert;

/** The deals a viewer sees in full, as SQL: the rule of `canSeeDeal` (deal-privacy.ts). */
function visibleTo(viewer: DealViewer): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  if (!viewer.userId) return isNull(opportunities.jobId);
  return or(
    isNull(opportunities.jobId),
    eq(opportunities.contactId, viewer.userId),
    eq(opportunities.assignedUserId, viewer.userId),
  );
}

export async function listOpportunities(
  db: Database,
  options: { status: OpportunityStatus | 'all'; cursor: Cursor | null; limit: number; viewer: DealViewer },
) {
  const conditions: SQL[] = [];
  const visible = visibleTo(options.viewer);
  if (visible) conditions.push(visible);
  if (options.status !== 'all') conditions.push(eq(opportunities.status, options.status));
  if (options.cursor) {
    conditions.push(
      sql`(${opportunities.createdAt}, ${opportunities.id}) < (select created_at, id from opportunities where id = ${options.cursor.id})`,
    );
  }
  return db
    .select()
    .from(opportunities)
    .where(and(...conditions))
    .orderBy(desc(opportunities.createdAt), desc(opportunities.id))
    .limit(options.limit + 1);
}

export async function findOpportunity(db: Database, id: string): Promise<OpportunityRow | null> {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id));
  return row ?? null;
}

/** Inserts an opportunity and its first stage-history entry. */
export async function insertOpportunity(db: Database, values: NewOpportunityRow): Promise<OpportunityRow> {
  const [row] = await db.insert(opportunities).values(values).returning();
  if (!row) throw new Error('Inserting an opportunity returned no row');
  await db.insert(opportunityStageHistory).values({
    opportunityId: row.id,
    fromStage: null,
    toStage: row.pipelineStageName,
    changedAt: row.createdAt,
  });
  return row;
}

/** Every opportunity (the dashboard works on the whole pipeline; bounded). */
export async function listAllOpportunities(db: Database) {
  return db.select().from(opportunities).orderBy(desc(opportunities.createdAt), desc(opportunities.id)).limit(2000);
}

export async function listStageHistory(db: Database) {
  return db.select().from(opportunityStageHistory).orderBy(opportunityStageHistory.changedAt).limit(20000);
}

export async function lockOpportunity(db: Database, id: string): Promise<OpportunityRow | null> {
  const [row] = await db.select().from(opportunities).where(eq(opportunities.id, id)).for('update');
  return row ?? null;
}

export async function updateOpportunityFields(db: Database, id: string, changes: Partial<NewOpportunityRow>) {
  const [row] = await db
    .update(opportunities)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(opportunities.id, id))
    .returning();
  return row ?? null;
}

export async function insertStageChange(
  db: Database,
  change: { opportunityId: string; fromStage: string | null; toStage: string; changedAt?: Date },
) {
  await db.insert(opportunityStageHistory).values(change);
}

/** Seeding only: place a deal at a stage with a given last-update time. */
export async function setStageForSeed(db: Database, id: string, stage: string, updatedAt: Date) {
  await db.update(opportunities).set({ pipelineStageName: stage, updatedAt }).where(eq(opportunities.id, id));
}
