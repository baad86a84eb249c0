import type { UpdateMemberProfileBody } from '@app/shared/members/members.schemas';
import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { passkeys } from '../accounts/accounts.tables.ts';
import { jobApplications } from '../applications/applications.tables.ts';
import { contracts } from '../contracts/contracts.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { contractReviews } from '../reviews/reviews.tables.ts';
import { users } from '../users/users.tables.ts';
import { memberProfiles } from './members.tables.ts';

export type MemberReviewRow = typeof contractReviews.$inferSelect;

/**
 * A live member with what they wrote about themselves and their counts, in one statement (scalar
 * subqueries on indexed columns: jobs_owner_idx, contracts_client_idx, passkeys_user_idx); null
 * for an unknown or deleted member.
 */
export async function findMemberPage(db: Database, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      avatarSeed: users.avatarSeed,
      createdAt: users.createdAt,
      company: sql<string>`coalesce(${memberProfiles.company}, '')`,
      location: sql<string>`coalesce(${memberProfiles.location}, '')`,
      timeZone: sql<string>`coalesce(${memberProfiles.timeZone}, '')`,
      about: sql<string>`coalesce(${memberProfiles.about}, '')`,
      jobsPosted: sql<number>`(select count(*)::int from ${jobs} where ${jobs.ownerId} = ${users.id}
        and ${jobs.status} <> 'draft' and ${jobs.removedAt} is null)`,
      hires: sql<number>`(select count(*)::int from ${jobApplications} join ${jobs} on ${jobs.id} = ${jobApplications.jobId}
        where ${jobs.ownerId} = ${users.id} and ${jobApplications.status} = 'hired')`,
      contractsCompleted: sql<number>`(select count(*)::int from ${contracts} where ${contracts.clientId} = ${users.id}
        and ${contracts.status} = 'completed')`,
      savedAccount: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * One page of the developers' revealed reviews of a client, newest first by (created_at, id), after
 * the cursor's review when there is one; `limit + 1` rows so the caller knows whether there is more.
 * `total` counts the revealed reviews from the cursor on (all of them on the first page).
 */
export async function listRevealedReviewsOfClient(
  db: Database,
  clientId: string,
  options: { cursor: Cursor | null; limit: number; now: Date },
) {
  const { cursor } = options;
  const anchor = cursor ? sql`(select created_at from contract_reviews where id = ${cursor.id})` : null;
  const rows = await db
    .select({ review: contractReviews, total: sql<number>`count(*) over ()::int` })
    .from(contractReviews)
    .innerJoin(contracts, eq(contracts.id, contractReviews.contractId))
    .where(
      and(
        eq(contracts.clientId, clientId),
        eq(contractReviews.authorRole, 'developer'),
        lte(contractReviews.visibleAt, options.now),
        anchor && cursor
          ? or(
              lt(contractReviews.createdAt, anchor),
              and(eq(contractReviews.createdAt, anchor), lt(contractReviews.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(contractReviews.createdAt), desc(contractReviews.id))
    .limit(options.limit + 1);
  return { reviews: rows.map((row) => row.review), total: rows[0]?.total ?? 0 };
}

/** Creates or replaces the member's own fields. */
export async function upsertMemberProfile(db: Database, userId: string, fields: UpdateMemberProfileBody) {
  await db
    .insert(memberProfiles)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: memberProfiles.userId, set: { ...fields, updatedAt: new Date() } });
}

/** The account's deletion takes the member's own fields with it (issue 35). */
export async function deleteMemberProfile(db: Database, userId: string): Promise<void> {
  await db.delete(memberProfiles).where(eq(memberProfiles.userId, userId));
}
