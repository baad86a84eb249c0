import { and, count, desc, eq, gt, gte, inArray, lt, min, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { users } from '../users/users.tables.ts';
import { feedback, feedbackPoints } from './feedback.tables.ts';

export type NewFeedbackRow = typeof feedback.$inferInsert;

const feedbackColumns = {
  id: feedback.id,
  type: feedback.type,
  rating: feedback.rating,
  comment: feedback.comment,
  feature: feedback.feature,
  category: feedback.category,
  source: feedback.source,
  createdAt: feedback.createdAt,
  user: { id: users.id, name: users.name, avatarSeed: users.avatarSeed },
};

/** One points posting per award (feedback.constants.ts `pointAwardsFor`). */
export interface PointAward {
  reason: string;
  points: number;
}

export async function insertFeedbackWithPoints(db: Database, row: NewFeedbackRow, awards: readonly PointAward[]) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(feedback).values(row).returning({ id: feedback.id });
    if (!inserted) throw new Error('Inserting feedback returned no row');
    if (awards.length > 0) {
      await tx.insert(feedbackPoints).values(
        awards.map((award) => ({
          userId: row.userId,
          feedbackId: inserted.id,
          points: award.points,
          reason: award.reason,
          createdAt: row.createdAt,
        })),
      );
    }
    return inserted.id;
  });
}

/** Seeding and test fixtures: many rows at once, each with its awards; returns their ids in order. */
export async function insertFeedbackBatch(
  db: Database,
  rows: Array<NewFeedbackRow & { awards: readonly PointAward[] }>,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(feedback)
    .values(rows.map(({ awards: _awards, ...row }) => row))
    .returning({ id: feedback.id, userId: feedback.userId, createdAt: feedback.createdAt });
  const postings = inserted.flatMap((row, index) =>
    (rows[index]?.awards ?? []).map((award) => ({
      userId: row.userId,
      feedbackId: row.id,
      points: award.points,
      reason: award.reason,
      createdAt: row.createdAt,
    })),
  );
  if (postings.length > 0) await db.insert(feedbackPoints).values(postings);
  return inserted.map((row) => row.id);
}

export async function findFeedback(db: Database, id: string) {
  const [row] = await db
    .select(feedbackColumns)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id));
  return row ?? null;
}

export async function listFeedbackRows(
  db: Database,
  filter: {
    feature?: string;
    type?: string;
    since?: Date;
    before?: Date;
    cursor: Cursor | null;
    limit: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.feature) conditions.push(eq(feedback.feature, filter.feature));
  if (filter.type) conditions.push(eq(feedback.type, filter.type as 'bug'));
  if (filter.since) conditions.push(gte(feedback.createdAt, filter.since));
  if (filter.before) conditions.push(lt(feedback.createdAt, filter.before));
  if (filter.cursor) {
    conditions.push(
      sql`(${feedback.createdAt}, ${feedback.id}) < (select created_at, id from feedback where id = ${filter.cursor.id})`,
    );
  }
  return db
    .select(feedbackColumns)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(and(...conditions))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(filter.limit + 1);
}

export async function feedbackStats(db: Database) {
  const [row] = await db
    .select({
      total: count(),
      average: sql<number | null>`avg(${feedback.rating})::float`,
      positive: sql<number>`count(*) filter (where ${feedback.rating} >= 4)::int`,
      negative: sql<number>`count(*) filter (where ${feedback.rating} <= 2)::int`,
      featureRequests: sql<number>`count(*) filter (where ${feedback.type} = 'feature')::int`,
      bugReports: sql<number>`count(*) filter (where ${feedback.type} = 'bug')::int`,
    })
    .from(feedback);
  return row;
}

/** Rows created in [from, to) (an analytics period and the one before it). */
export async function listFeedbackBetween(db: Database, from: Date, to: Date, feature?: string) {
  const conditions: SQL[] = [gte(feedback.createdAt, from), lt(feedback.createdAt, to)];
  if (feature) conditions.push(eq(feedback.feature, feature));
  return db
    .select({
      id: feedback.id,
      userId: feedback.userId,
      rating: feedback.rating,
      feature: feedback.feature,
      type: feedback.type,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(and(...conditions))
    .orderBy(feedback.createdAt);
}

export async function firstFeedbackOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: feedback.userId, first: min(feedback.createdAt) })
    .from(feedback)
    .where(inArray(feedback.userId, userIds))
    .groupBy(feedback.userId);
}

/** Points per user since `since` (null: all time), best first. */
export async function pointsByUser(db: Database, since: Date | null) {
  return db
    .select({
      userId: feedbackPoints.userId,
      name: users.name,
      avatarSeed: users.avatarSeed,
      points: sql<number>`sum(${feedbackPoints.points})::int`,
      // A submission can earn several postings (submit, bug, bonus); count submissions once.
      feedbackCount: sql<number>`count(distinct ${feedbackPoints.feedbackId})::int`,
    })
    .from(feedbackPoints)
    .innerJoin(users, eq(users.id, feedbackPoints.userId))
    .where(since ? gt(feedbackPoints.createdAt, since) : undefined)
    .groupBy(feedbackPoints.userId, users.name, users.avatarSeed)
    .orderBy(desc(sql`sum(${feedbackPoints.points})`), users.name)
    .limit(1000);
}

/** Per-user counts that unlock achievements. */
export async function achievementCounts(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: feedback.userId,
      total: sql<number>`count(*)::int`,
      bugs: sql<number>`count(*) filter (where ${feedback.type} = 'bug')::int`,
      features: sql<number>`count(*) filter (where ${feedback.type} = 'feature')::int`,
      distinctFeatures: sql<number>`count(distinct ${feedback.feature})::int`,
    })
    .from(feedback)
    .where(inArray(feedback.userId, userIds))
    .groupBy(feedback.userId);
}

/** Rating and count per feature, and each feature's three most recent comments. */
export async function featureSummaries(db: Database) {
  const totals = await db
    .select({
      feature: feedback.feature,
      average: sql<number>`avg(${feedback.rating})::float`,
      total: sql<number>`count(*)::int`,
    })
    .from(feedback)
    .groupBy(feedback.feature);
  const ranked = db
    .select({
      id: feedback.id,
      position:
        sql<number>`row_number() over (partition by ${feedback.feature} order by ${feedback.createdAt} desc, ${feedback.id} desc)`.as(
          'position',
        ),
    })
    .from(feedback)
    .where(sql`${feedback.comment} <> ''`)
    .as('ranked');
  const recent = await db.select({ id: ranked.id }).from(ranked).where(sql`${ranked.position} <= 3`);
  const ids = recent.map((row) => row.id);
  const recentRows = ids.length
    ? await db
        .select(feedbackColumns)
        .from(feedback)
        .innerJoin(users, eq(users.id, feedback.userId))
        .where(inArray(feedback.id, ids))
        .orderBy(desc(feedback.createdAt))
    : [];
  return { totals, recentRows };
}
