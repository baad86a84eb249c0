import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { users } from '../users/users.tables.ts';
import { jobApplications, jobInvitations } from './applications.tables.ts';

export type InvitationRow = typeof jobInvitations.$inferSelect;

/** Inserts; null when this developer was already invited to this job. */
export async function insertInvitation(
  db: Database,
  values: typeof jobInvitations.$inferInsert,
): Promise<InvitationRow | null> {
  const [row] = await db.insert(jobInvitations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

const owner = alias(users, 'job_owner');
const inviter = alias(users, 'inviter');

function selectInvitations(db: Database, userId: string) {
  return db
    .select({
      invitation: jobInvitations,
      job: { id: jobs.id, title: jobs.title, status: jobs.status, ownerId: jobs.ownerId },
      ownerName: owner.name,
      inviterName: inviter.name,
      // The visitor's own application to the invited job, if they have applied (one per job).
      applicationId: sql<string | null>`(select ${jobApplications.id} from ${jobApplications}
        where ${jobApplications.userId} = ${userId} and ${jobApplications.jobId} = ${jobInvitations.jobId} limit 1)`,
    })
    .from(jobInvitations)
    .innerJoin(developerProfiles, eq(developerProfiles.id, jobInvitations.developerId))
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .innerJoin(owner, eq(owner.id, jobs.ownerId))
    .innerJoin(inviter, eq(inviter.id, jobInvitations.invitedBy));
}

export type InvitationListRow = NonNullable<Awaited<ReturnType<typeof findInvitationForUser>>>;

export async function findInvitationForUser(db: Database, id: string, userId: string) {
  const [row] = await selectInvitations(db, userId).where(eq(jobInvitations.id, id));
  return row;
}

/**
 * Invitations to the user's developer profile, newest first, with their jobs (removed jobs left
 * out), in one query; keyset-paginated on (created_at, id).
 */
export async function listInvitationsOfUser(
  db: Database,
  options: { userId: string; cursor: Cursor | null; limit: number },
) {
  const conditions: SQL[] = [eq(developerProfiles.userId, options.userId), isNull(jobs.removedAt)];
  if (options.cursor) {
    conditions.push(
      sql`(${jobInvitations.createdAt}, ${jobInvitations.id}) < (select created_at, id from job_invitations where id = ${options.cursor.id})`,
    );
  }
  return selectInvitations(db, options.userId)
    .where(and(...conditions))
    .orderBy(desc(jobInvitations.createdAt), desc(jobInvitations.id))
    .limit(options.limit + 1);
}
