import type { OpportunityStatus } from '@app/shared/opportunities/opportunities.constants';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { opportunities, opportunityStageHistory } from './opportunities.tables.ts';

export type OpportunityRow = typeof opportunities.$inferSelect;
export type NewOpportunityRow = typeof opportunities.$inferInsert;

export async function listOpportunities(
  db: Database,
  options: { status: OpportunityStatus | 'all'; cursor: Cursor | null; limit: number },
) {
  const conditions: SQL[] = [];
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
