import { and, asc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { opportunities } from '../opportunities/opportunities.tables.ts';
import { tasks } from './tasks.tables.ts';

export type TaskRow = typeof tasks.$inferSelect & { pipelineName: string | null };
export type NewTaskRow = typeof tasks.$inferInsert;

export interface TaskFilter {
  pipelineId?: string;
  status?: TaskRow['status'];
  priority?: TaskRow['priority'];
  assignee?: string;
  search?: string;
  dueFrom?: Date;
  dueTo?: Date;
  cursor: Cursor | null;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function selectTasks(db: Database) {
  return db
    .select({ task: tasks, pipelineName: opportunities.name })
    .from(tasks)
    .leftJoin(opportunities, eq(opportunities.id, tasks.opportunityId));
}

const flatten = (rows: Array<{ task: typeof tasks.$inferSelect; pipelineName: string | null }>): TaskRow[] =>
  rows.map((row) => ({ ...row.task, pipelineName: row.pipelineName }));

/** Soonest due first (no due date last); one query with the linked deal's name. */
export async function listTasks(db: Database, filter: TaskFilter): Promise<TaskRow[]> {
  const conditions: SQL[] = [];
  if (filter.pipelineId) conditions.push(eq(tasks.pipelineId, filter.pipelineId));
  if (filter.status) conditions.push(eq(tasks.status, filter.status));
  if (filter.priority) conditions.push(eq(tasks.priority, filter.priority));
  if (filter.assignee) conditions.push(sql`lower(${tasks.assignedTo}) = lower(${filter.assignee})`);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const match = or(ilike(tasks.title, pattern), ilike(tasks.description, pattern));
    if (match) conditions.push(match);
  }
  // The due-date range applies only when both ends are set (part-2 §5).
  if (filter.dueFrom && filter.dueTo) {
    conditions.push(gte(tasks.dueDate, filter.dueFrom), lte(tasks.dueDate, filter.dueTo));
  }
  const dueKey = sql`coalesce(${tasks.dueDate}, 'infinity'::timestamptz)`;
  if (filter.cursor) {
    conditions.push(
      sql`(${dueKey}, ${tasks.id}) > (select coalesce(due_date, 'infinity'::timestamptz), id from tasks where id = ${filter.cursor.id})`,
    );
  }
  return flatten(
    await selectTasks(db)
      .where(and(...conditions))
      .orderBy(asc(dueKey), asc(tasks.id))
      .limit(filter.limit + 1),
  );
}

export async function findTask(db: Database, id: string): Promise<TaskRow | null> {
  const [row] = flatten(await selectTasks(db).where(eq(tasks.id, id)));
  return row ?? null;
}

export async function insertTask(db: Database, values: NewTaskRow): Promise<string> {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  if (!row) throw new Error('Inserting a task returned no row');
  return row.id;
}

export async function updateTaskFields(db: Database, id: string, changes: Partial<NewTaskRow>): Promise<void> {
  await db
    .update(tasks)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tasks.id, id));
}

export async function deleteTaskRow(db: Database, id: string): Promise<void> {
  await db.delete(tasks).where(eq(tasks.id, id));
}
