import type { ApplicationStatus } from '@app/shared/applications/applications.constants';
import { UNDECIDED_STATUSES } from '@app/shared/applications/applications.constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { jobApplications } from './applications.tables.ts';

export type ApplicationRow = typeof jobApplications.$inferSelect;
export type NewApplicationRow = typeof jobApplications.$inferInsert;

export interface ApplicationParties {
  id: string;
  applicantId: string;
  /** Null for an application to a job that is not on the platform (or was deleted). */
  ownerId: string | null;
  jobId: string | null;
  status: (typeof jobApplications.$inferSelect)['status'];
}

/** Who the two parties of an application are. */
export async function findApplicationParties(db: Database, id: string): Promise<ApplicationParties | null> {
  const [row] = await db
    .select({
      id: jobApplications.id,
      applicantId: jobApplications.userId,
      ownerId: jobs.ownerId,
      jobId: jobApplications.jobId,
      status: jobApplications.status,
    })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, id));
  return row ?? null;
}

/** Inserts; null when the visitor already applied to that job. */
export async function insertApplication(db: Database, values: NewApplicationRow): Promise<ApplicationRow | null> {
  const [row] = await db.insert(jobApplications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export interface LockedApplication {
  application: ApplicationRow;
  /** The job's owner; null without a job on the platform. */
  ownerId: string | null;
  /** The job's own title (the application's copy when the job is gone). */
  title: string;
  opportunityId: string | null;
}

/**
 * An application with its job's owner, row-locked until the transaction ends: concurrent
 * decisions on one application run one after the other, each seeing the other's result.
 * The job row itself is not locked here (a hire updates it conditionally instead).
 */
export async function lockApplication(db: Database, id: string): Promise<LockedApplication | null> {
  const [row] = await db
    .select({
      application: jobApplications,
      ownerId: jobs.ownerId,
      title: jobs.title,
      opportunityId: jobs.opportunityId,
    })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, id))
    .for('update', { of: jobApplications });
  if (!row) return null;
  return { ...row, title: row.title ?? row.application.jobTitle };
}

export async function updateApplicationFields(db: Database, id: string, changes: Partial<NewApplicationRow>) {
  const [row] = await db
    .update(jobApplications)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(jobApplications.id, id))
    .returning();
  return row ?? null;
}

/** Declines every undecided application of a job at once; returns who applied, to tell them. */
export async function declineUndecidedOfJob(db: Database, jobId: string, message: string | null) {
  const now = new Date();
  return db
    .update(jobApplications)
    .set({ status: 'declined' satisfies ApplicationStatus, decisionMessage: message, decidedAt: now, updatedAt: now })
    .where(and(eq(jobApplications.jobId, jobId), inArray(jobApplications.status, [...UNDECIDED_STATUSES])))
    .returning({ id: jobApplications.id, userId: jobApplications.userId });
}

export async function hasAppliedTo(db: Database, userId: string, jobId: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, jobId)))
    .limit(1);
  return rows.length > 0;
}
