import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
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

export async function updateJobFields(db: Database, id: string, changes: Partial<NewJobRow>): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  return row ?? null;
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
