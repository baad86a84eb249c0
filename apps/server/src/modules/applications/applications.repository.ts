import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { jobApplications } from './applications.tables.ts';

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
