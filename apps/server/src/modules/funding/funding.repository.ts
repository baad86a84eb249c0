import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { fundingIntents } from './funding.tables.ts';

export type FundingIntentRow = typeof fundingIntents.$inferSelect;

export async function insertIntent(
  db: Database,
  values: typeof fundingIntents.$inferInsert,
): Promise<FundingIntentRow> {
  const [row] = await db.insert(fundingIntents).values(values).returning();
  if (!row) throw new Error('Inserting a funding intent returned no row');
  return row;
}

export async function listIntentsOf(db: Database, userId: string, limit: number, cursor: Cursor | null) {
  const anchor = cursor
    ? sql`(select ${fundingIntents.createdAt} from ${fundingIntents} where ${fundingIntents.id} = ${cursor.id})`
    : null;
  return db
    .select()
    .from(fundingIntents)
    .where(
      and(
        eq(fundingIntents.userId, userId),
        anchor && cursor
          ? or(
              lt(fundingIntents.createdAt, anchor),
              and(eq(fundingIntents.createdAt, anchor), lt(fundingIntents.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(fundingIntents.createdAt), desc(fundingIntents.id))
    .limit(limit + 1);
}

/** Count and summed amount of recorded intents per kind and category. */
export async function intentTotals(db: Database) {
  return db
    .select({
      kind: fundingIntents.kind,
      category: fundingIntents.category,
      intents: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${fundingIntents.amount}), 0)::float8`,
    })
    .from(fundingIntents)
    .groupBy(fundingIntents.kind, fundingIntents.category);
}
