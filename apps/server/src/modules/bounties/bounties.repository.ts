import { and, desc, eq, getTableColumns, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { bounties, bountySubmissions } from './bounties.tables.ts';

export type BountyRow = typeof bounties.$inferSelect & { submissionsCount: number };
export type NewBountyRow = typeof bounties.$inferInsert;
export type SubmissionRow = typeof bountySubmissions.$inferSelect & { bountyTitle: string; reward: number };
export type NewSubmissionRow = typeof bountySubmissions.$inferInsert;

// Written out: inside select fields drizzle leaves columns unqualified, which would bind to the subquery's table.
const submissionsCount = sql<number>`(select count(*)::int from "bounty_submissions" s where s."bounty_id" = "bounties"."id")`;
const bountyColumns = { ...getTableColumns(bounties), submissionsCount };

/** Escapes LIKE wildcards so a search for `50%` means the characters, not a pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Keyset condition for (time desc, id desc), anchored on the cursor row's time. */
function after(cursor: Cursor | null, time: AnyPgColumn, id: AnyPgColumn, anchor: SQL): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(time, anchor), and(eq(time, anchor), lt(id, cursor.id)));
}

export interface BountyFilter {
  category?: string;
  difficulty?: string;
  status?: string;
  q?: string;
  limit: number;
  cursor: Cursor | null;
}

export async function listBountyRows(db: Database, filter: BountyFilter): Promise<BountyRow[]> {
  const search = filter.q ? likePattern(filter.q) : null;
  const anchor = filter.cursor
    ? sql`(select ${bounties.createdAt} from ${bounties} where ${bounties.id} = ${filter.cursor.id})`
    : sql``;
  return db
    .select(bountyColumns)
    .from(bounties)
    .where(
      and(
        filter.category ? eq(bounties.category, filter.category) : undefined,
        filter.difficulty ? eq(bounties.difficulty, filter.difficulty as BountyRow['difficulty']) : undefined,
        filter.status ? eq(bounties.status, filter.status as BountyRow['status']) : undefined,
        search
          ? or(
              ilike(bounties.title, search),
              ilike(bounties.description, search),
              sql`array_to_string(${bounties.skills}, ' ') ilike ${search}`,
            )
          : undefined,
        after(filter.cursor, bounties.createdAt, bounties.id, anchor),
      ),
    )
    .orderBy(desc(bounties.createdAt), desc(bounties.id))
    .limit(filter.limit + 1);
}

export async function findBounty(db: Database, id: string): Promise<BountyRow | null> {
  const [row] = await db.select(bountyColumns).from(bounties).where(eq(bounties.id, id)).limit(1);
  return row ?? null;
}

/** The bounty row, locked for the rest of the transaction. */
export async function lockBounty(db: Database, id: string) {
  const [row] = await db.select().from(bounties).where(eq(bounties.id, id)).for('update');
  return row ?? null;
}

export async function insertBounty(db: Database, values: NewBountyRow): Promise<string> {
  const [row] = await db.insert(bounties).values(values).returning({ id: bounties.id });
  if (!row) throw new Error('Inserting a bounty returned no row');
  return row.id;
}

export async function updateBounty(db: Database, id: string, changes: Partial<NewBountyRow>): Promise<void> {
  await db
    .update(bounties)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(bounties.id, id));
}

/** Serialises one visitor's claims (the 3-claim limit) without touching another module's tables. */
export async function lockClaimsOf(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bounty-claims:${userId}`}))`);
}

export async function countOpenClaims(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bounties)
    .where(and(eq(bounties.claimedBy, userId), inArray(bounties.status, ['Open', 'In Progress', 'Under Review'])));
  return row?.count ?? 0;
}

const submissionColumns = {
  ...getTableColumns(bountySubmissions),
  bountyTitle: bounties.title,
  reward: bounties.reward,
};

export async function findSubmission(db: Database, id: string): Promise<SubmissionRow | null> {
  const [row] = await db
    .select(submissionColumns)
    .from(bountySubmissions)
    .innerJoin(bounties, eq(bounties.id, bountySubmissions.bountyId))
    .where(eq(bountySubmissions.id, id))
    .limit(1);
  return row ?? null;
}

export async function lockSubmission(db: Database, id: string) {
  const [row] = await db.select().from(bountySubmissions).where(eq(bountySubmissions.id, id)).for('update');
  return row ?? null;
}

export async function insertSubmission(db: Database, values: NewSubmissionRow): Promise<string> {
  const [row] = await db.insert(bountySubmissions).values(values).returning({ id: bountySubmissions.id });
  if (!row) throw new Error('Inserting a submission returned no row');
  return row.id;
}

export async function updateSubmission(db: Database, id: string, changes: Partial<NewSubmissionRow>): Promise<void> {
  await db.update(bountySubmissions).set(changes).where(eq(bountySubmissions.id, id));
}

export async function listSubmissionRows(
  db: Database,
  filter: { developerId?: string; status?: string; limit: number; cursor: Cursor | null },
): Promise<SubmissionRow[]> {
  const anchor = filter.cursor
    ? sql`(select ${bountySubmissions.submittedAt} from ${bountySubmissions} where ${bountySubmissions.id} = ${filter.cursor.id})`
    : sql``;
  return db
    .select(submissionColumns)
    .from(bountySubmissions)
    .innerJoin(bounties, eq(bounties.id, bountySubmissions.bountyId))
    .where(
      and(
        filter.developerId ? eq(bountySubmissions.developerId, filter.developerId) : undefined,
        filter.status ? eq(bountySubmissions.status, filter.status as SubmissionRow['status']) : undefined,
        after(filter.cursor, bountySubmissions.submittedAt, bountySubmissions.id, anchor),
      ),
    )
    .orderBy(desc(bountySubmissions.submittedAt), desc(bountySubmissions.id))
    .limit(filter.limit + 1);
}
