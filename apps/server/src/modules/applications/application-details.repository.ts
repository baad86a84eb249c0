import type { ApplicationStatus } from '@app/shared/applications/applications.constants';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { developerProfiles } from '../developers/developers.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { applicationMessages } from '../messages/messages.tables.ts';
import { users } from '../users/users.tables.ts';
import { jobApplications } from './applications.tables.ts';

const owner = alias(users, 'job_owner');
const applicant = alias(users, 'applicant');

/**
 * Messages from the other party after the viewer's read marker, counted in the same query (the
 * thread index serves it). The admin reading a job's applicants is in no conversation: 0.
 */
function unreadCountFor(viewerId: string | null) {
  if (!viewerId) return sql<number>`0`;
  const readAt = sql`case when ${jobApplications.userId} = ${viewerId} then ${jobApplications.applicantReadAt} else ${jobApplications.ownerReadAt} end`;
  return sql<number>`(select count(*)::int from ${applicationMessages}
    where ${applicationMessages.applicationId} = ${jobApplications.id}
      and ${applicationMessages.authorId} <> ${viewerId}
      and ${applicationMessages.createdAt} > coalesce(${readAt}, '-infinity'::timestamptz))`;
}

function detailColumns(viewerId: string | null) {
  return {
    application: jobApplications,
    job: {
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      removedAt: jobs.removedAt,
      ownerId: jobs.ownerId,
      ownerName: owner.name,
    },
    applicantName: applicant.name,
    applicantAvatar: applicant.avatarSeed,
    developer: {
      id: developerProfiles.id,
      name: developerProfiles.name,
      title: developerProfiles.title,
      avatarSeed: developerProfiles.avatarSeed,
      skills: developerProfiles.skills,
      hourlyRate: developerProfiles.hourlyRate,
      availability: developerProfiles.availability,
      ratingTenths: developerProfiles.ratingTenths,
      ratingCount: developerProfiles.ratingCount,
    },
    unreadCount: unreadCountFor(viewerId),
  };
}

/** One query: the application, its job and owner, the applicant and their profile, the unread count. */
function selectDetails(db: Database, viewerId: string | null) {
  return db
    .select(detailColumns(viewerId))
    .from(jobApplications)
    .innerJoin(applicant, eq(applicant.id, jobApplications.userId))
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .leftJoin(owner, eq(owner.id, jobs.ownerId))
    .leftJoin(developerProfiles, eq(developerProfiles.userId, jobApplications.userId));
}

export type ApplicationDetailRow = NonNullable<Awaited<ReturnType<typeof findApplicationDetail>>>;

export async function findApplicationDetail(db: Database, id: string, viewerId: string | null) {
  const [row] = await selectDetails(db, viewerId).where(eq(jobApplications.id, id));
  return row ?? null;
}

export interface ApplicationDetailFilter {
  /** Whose applications (GET /applications/mine), or which job's (the job's applicants). */
  scope: { applicantId: string } | { jobId: string; status?: ApplicationStatus };
  viewerId: string | null;
  cursor: Cursor | null;
  limit: number;
}

/** Newest first, keyset-paginated on (created_at, id), on the user or job index of applications. */
export async function listApplicationDetails(db: Database, filter: ApplicationDetailFilter) {
  const conditions: SQL[] = [];
  const { scope } = filter;
  if ('applicantId' in scope) conditions.push(eq(jobApplications.userId, scope.applicantId));
  else {
    conditions.push(eq(jobApplications.jobId, scope.jobId));
    if (scope.status) conditions.push(eq(jobApplications.status, scope.status));
  }
  if (filter.cursor) {
    conditions.push(
      sql`(${jobApplications.createdAt}, ${jobApplications.id}) < (select created_at, id from job_applications where id = ${filter.cursor.id})`,
    );
  }
  return selectDetails(db, filter.viewerId)
    .where(and(...conditions))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(filter.limit + 1);
}
