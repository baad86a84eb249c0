import { UNDECIDED_STATUSES } from '@app/shared/applications/applications.constants';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { jobApplications } from '../applications/applications.tables.ts';
import { jobs } from './jobs.tables.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;

export async function insertJob(db: Database, values: NewJobRow): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
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
  return row ?? null;
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
