import { and, desc, eq, inArray, lt, lte, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { contractReviews } from './reviews.tables.ts';

export type ReviewRow = typeof contractReviews.$inferSelect;
export type NewReviewRow = typeof contractReviews.$inferInsert;

/**
 * Serializes the two parties' reviews of one contract until the transaction ends: without it, two
 * reviews written at once would each miss the other (uncommitted) and both stay hidden until the
 * reveal date instead of showing at once (issue 32 §4).
 */
export async function lockReviewsOfContract(db: Database, contractId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`contract-reviews:${contractId}`}))`);
}

/** Inserts; null when this side already reviewed the contract (contract_reviews_one_per_side_idx). */
export async function insertReview(db: Database, values: NewReviewRow): Promise<ReviewRow | null> {
  const [row] = await db
    .insert(contractReviews)
    .values(values)
    .onConflictDoNothing({ target: [contractReviews.contractId, contractReviews.authorRole] })
    .returning();
  return row ?? null;
}

/** Many at once (the seed's demo history). */
export async function insertReviews(db: Database, rows: NewReviewRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(contractReviews).values(rows);
}

export async function listReviewsOfContract(db: Database, contractId: string): Promise<ReviewRow[]> {
  return db.select().from(contractReviews).where(eq(contractReviews.contractId, contractId));
}

/**
 * Both reviews are in: each shows from `now` (or earlier, when it already showed) and is counted.
 * Returns the rows as they now are.
 */
export async function showReviewsOfContract(db: Database, contractId: string, now: Date): Promise<ReviewRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .update(contractReviews)
    .set({ visibleAt: sql`least(coalesce(${contractReviews.visibleAt}, ${at}), ${at})`, counted: true })
    .where(eq(contractReviews.contractId, contractId))
    .returning();
}

/**
 * Marks every review whose reveal time has come and that is not counted yet as counted, in one
 * statement (a concurrent pass skips the rows this one took). Returns whom they were about.
 */
export async function countDueReviews(db: Database, now: Date) {
  return db
    .update(contractReviews)
    .set({ counted: true })
    .where(and(not(contractReviews.counted), lte(contractReviews.visibleAt, now)))
    .returning({ authorRole: contractReviews.authorRole, subjectProfileId: contractReviews.subjectProfileId });
}

/** What a profile's counted client reviews add up to (issue 40 §3): per review, and per client. */
export interface ClientRatingRows {
  /** The mean times ten, rounded; null with none. */
  tenths: number | null;
  count: number;
  stars: number;
  /** Each client's stars and number of reviews (a review whose author left counts as its own client). */
  clients: { total: number; count: number }[];
}

/**
 * A profile's visible client reviews whose payment the platform verified, grouped by client, in
 * one query; the caller turns the groups into the mean, the count and the Bayesian figures.
 */
export async function clientRatingOf(db: Database, profileId: string, now: Date): Promise<ClientRatingRows> {
  const rows = await db
    .select({
      total: sql<number>`sum(${contractReviews.rating})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(contractReviews)
    .where(
      and(
        eq(contractReviews.subjectProfileId, profileId),
        eq(contractReviews.authorRole, 'client'),
        eq(contractReviews.paymentVerified, true),
        lte(contractReviews.visibleAt, now),
      ),
    )
    .groupBy(sql`coalesce(${contractReviews.authorId}, ${contractReviews.id})`);
  const stars = rows.reduce((sum, row) => sum + row.total, 0);
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  return { tenths: count === 0 ? null : Math.round((stars * 10) / count), count, stars, clients: rows };
}

/**
 * A profile's visible client reviews, newest first by (created_at, id) on
 * contract_reviews_subject_idx; `limit + 1` rows so the caller knows whether there is more.
 */
export async function listVisibleClientReviews(
  db: Database,
  profileId: string,
  options: { cursor: Cursor | null; limit: number; now: Date },
): Promise<ReviewRow[]> {
  const anchor = options.cursor ? sql`(select created_at from contract_reviews where id = ${options.cursor.id})` : null;
  return db
    .select()
    .from(contractReviews)
    .where(
      and(
        eq(contractReviews.subjectProfileId, profileId),
        eq(contractReviews.authorRole, 'client'),
        lte(contractReviews.visibleAt, options.now),
        anchor && options.cursor
          ? or(
              lt(contractReviews.createdAt, anchor),
              and(eq(contractReviews.createdAt, anchor), lt(contractReviews.id, options.cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(contractReviews.createdAt), desc(contractReviews.id))
    .limit(options.limit + 1);
}

/** Which of these contracts the user has reviewed (one query for a whole list). */
export async function findContractIdsReviewedBy(db: Database, userId: string, contractIds: string[]) {
  if (contractIds.length === 0) return [];
  const rows = await db
    .select({ contractId: contractReviews.contractId })
    .from(contractReviews)
    .where(and(eq(contractReviews.authorId, userId), inArray(contractReviews.contractId, contractIds)));
  return rows.map((row) => row.contractId);
}
