import { UNDECIDED_STATUSES } from '@app/shared/applications/applications.constants';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { jobApplications } from '../applications/applications.tables.ts';
import { jobFactsOf, matchColumns } from '../matching/facts/match-facts.ts';
import { jobs } from './jobs.tables.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;

/** The post's text fields matching reads: when one changes, the facts are computed again. */
const MATCHED_FIELDS = [
  'title',
  'category',
  'description',
  'keyFeatures',
  'technologyStack',
  'budget',
  'timeline',
] as const;

const matchColumnsOf = (job: Pick<JobRow, (typeof MATCHED_FIELDS)[number]>, at: Date) =>
  matchColumns(jobFactsOf(job, at));

export async function insertJob(db: Database, values: NewJobRow): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({ ...values, ...matchColumnsOf(values, values.publishedAt ?? new Date()) })
    .returning();
  if (!row) throw new Error('Inserting a job returned no row');
  return row;
}

export async function findJob(db: Database, id: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), isNull(jobs.removedAt)));
  return row ?? null;
}

/**
 * A job, removed or not, with a row lock: `update` for a status change, `share` for an
 * application, so that a close or a hire and an application to the same job never interleave.
 */
export async function lockJob(db: Database, id: string, strength: 'update' | 'share'): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).for(strength);
  return row ?? null;
}

export async function updateJobFields(db: Database, id: string, changes: Partial<NewJobRow>): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  if (!row || !MATCHED_FIELDS.some((field) => changes[field] !== undefined)) return row ?? null;
  // The post's text changed: its facts follow, in the same transaction.
  const [withFacts] = await db
    .update(jobs)
    .set(matchColumnsOf(row, row.publishedAt ?? row.createdAt))
    .where(eq(jobs.id, id))
    .returning();
  return withFacts ?? row;
}

/**
 * Marks a published job filled, only if it still is published: of two hires racing on one job,
 * the second waits for the first's row lock, then finds the job filled and updates nothing.
 */
export async function fillPublishedJob(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'filled', updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'published'), isNull(jobs.removedAt)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function markJobRemoved(db: Database, id: string): Promise<void> {
  await db.update(jobs).set({ removedAt: new Date() }).where(eq(jobs.id, id));
}

/** Published jobs, newest first; `q` searches title, description and stack. */
export async function listPublishedJobs(
  db: Database,
  options: { category?: string; search?: string; cursor: Cursor | null; limit: number },
) {
  const conditions: SQL[] = [eq(jobs.status, 'published'), isNull(jobs.removedAt)];
  if (options.category)
    conditions.push(
      ilike(
        jobs.category,
        options.category.replace(/[\\%_]/g, (c) => `\\${c}`),
      ),
    );
  if (options.search) {
    const condition = or(
      sql`${jobs.search} @@ websearch_to_tsquery('english', ${options.search})`,
      ilike(jobs.title, `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
    );
    if (condition) conditions.push(condition);
  }
  if (options.cursor) {
    conditions.push(
      sql`(${jobs.publishedAt}, ${jobs.id}) < (select published_at, id from jobs where id = ${options.cursor.id})`,
    );
  }
  return db
    .select()
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(options.limit + 1);
}

/**
 * One owner's jobs, newest first, each with its application counts computed in the same query
 * (read-only subqueries on the applications table's job index): one query per page.
 */
export async function listJobsOfOwner(
  db: Database,
  options: { ownerId: string; cursor: Cursor | null; limit: number },
) {
  const conditions: SQL[] = [eq(jobs.ownerId, options.ownerId), isNull(jobs.removedAt)];
  if (options.cursor) {
    conditions.push(
      sql`(${jobs.createdAt}, ${jobs.id}) < (select created_at, id from jobs where id = ${options.cursor.id})`,
    );
  }
  // Written out with an alias: in a query without joins drizzle leaves selected columns
  // unqualified, and a bare "id" inside the subquery would mean the application's id.
  const undecided = sql.join(
    UNDECIDED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await db
    .select({
      job: jobs,
      total: sql<number>`(select count(*)::int from ${jobApplications} counted where counted.job_id = ${sql.identifier('jobs')}.id)`,
      undecided: sql<number>`(select count(*)::int from ${jobApplications} counted where counted.job_id = ${sql.identifier('jobs')}.id and counted.status in (${undecided}))`,
      // One hire per job (a partial unique index): the application a contract is proposed from.
      hiredApplicationId: sql<
        string | null
      >`(select hired.id from ${jobApplications} hired where hired.job_id = ${sql.identifier('jobs')}.id and hired.status = 'hired')`,
    })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(options.limit + 1);
  return rows.map((row) => ({
    ...row.job,
    applicationCounts: { total: row.total, new: row.undecided },
    hiredApplicationId: row.hiredApplicationId,
  }));
}

export interface JobStandingRow {
  ownerId: string;
  status: JobRow['status'];
  applicantCount: number;
  application: { id: string; status: (typeof jobApplications.$inferSelect)['status'] } | null;
}

/**
 * A job's page, as one viewer sees it, in one query: its applications counted on the
 * applications' job index, and the viewer's own application (at most one, by the one-per-job
 * unique index) joined. Null for an unknown or removed job.
 */
export async function findJobStanding(
  db: Database,
  id: string,
  viewerId: string | null,
): Promise<JobStandingRow | null> {
  const [row] = await db
    .select({
      ownerId: jobs.ownerId,
      status: jobs.status,
      applicantCount: sql<number>`(select count(*)::int from ${jobApplications} counted where counted.job_id = ${jobs.id})`,
      applicationId: jobApplications.id,
      applicationStatus: jobApplications.status,
    })
    .from(jobs)
    .leftJoin(
      jobApplications,
      viewerId ? and(eq(jobApplications.jobId, jobs.id), eq(jobApplications.userId, viewerId)) : sql`false`,
    )
    .where(and(eq(jobs.id, id), isNull(jobs.removedAt)));
  if (!row) return null;
  const { applicationId, applicationStatus, ...rest } = row;
  return {
    ...rest,
    application: applicationId && applicationStatus ? { id: applicationId, status: applicationStatus } : null,
  };
}
