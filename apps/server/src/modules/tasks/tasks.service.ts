import { TASK_PIPELINE_ID } from '@app/shared/tasks/tasks.constants';
import type { CreateTaskBody, ListTasksQuery, Task, UpdateTaskBody } from '@app/shared/tasks/tasks.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { dealViewer, getOpportunity } from '../opportunities/opportunities.service.ts';
import {
  deleteTaskRow,
  findTask,
  insertTask,
  listTasks as listTaskRows,
  type TaskRow,
  updateTaskFields,
} from './tasks.repository.ts';

const NOT_FOUND = 'No task with this id.';

function toTask(row: TaskRow): Task {
  const completed = row.status === 'completed';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    assignedTo: row.assignedTo,
    assignedBy: row.assignedBy,
    dueDate: row.dueDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pipelineId: row.pipelineId,
    pipelineName: row.pipelineName ?? 'Client Projects',
    opportunityId: row.opportunityId,
    completed,
  };
}

/**
 * `completed` and `status` never disagree (part-2 §4: the flag overrides the status): completing
 * sets status completed; reopening a completed task returns it to pending.
 */
export function reconcileStatus(
  current: TaskRow['status'] | null,
  body: { status?: TaskRow['status']; completed?: boolean },
) {
  if (body.completed === true) return 'completed' as const;
  if (body.completed === false) {
    const wanted = body.status ?? current;
    return wanted === 'completed' || !wanted ? ('pending' as const) : wanted;
  }
  return body.status;
}

export async function listTasks(db: Database, query: ListTasksQuery) {
  const rows = await listTaskRows(db, {
    pipelineId: query.pipelineId,
    status: query.status,
    priority: query.priority,
    assignee: query.assignee,
    search: query.search || undefined,
    dueFrom: query.dueFrom ? new Date(query.dueFrom) : undefined,
    dueTo: query.dueTo ? new Date(query.dueTo) : undefined,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = toPage(rows, query.limit);
  return {
    tasks: page.items.map(toTask),
    nextCursor: page.nextCursor,
  };
}

export async function createTask(db: Database, creator: User, body: CreateTaskBody): Promise<Task> {
  // A link to a deal that does not exist, or that the creator may not see (issue 40 §7), is a 404,
  // not a foreign-key failure (a 500).
  if (body.opportunityId) await getOpportunity(db, body.opportunityId, dealViewer(creator, false));
  // In a transaction, so a keyed request's claim is marked committed with it (commit-marker.ts).
  const id = await db.transaction((tx) =>
    insertTask(tx, {
      ...body,
      assignedTo: body.assignedTo || null,
      assignedBy: creator.name,
      dueDate: body.dueDate ? new Date(body.dueDate) : null,
      pipelineId: body.pipelineId ?? TASK_PIPELINE_ID,
      createdBy: creator.id,
    }),
  );
  return getTask(db, id);
}

export async function getTask(db: Database, id: string): Promise<Task> {
  const row = await findTask(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toTask(row);
}

/**
 * Tasks are the team's: any visitor may update them (status, assignee, dates). Completing records
 * who completed it (that visitor earns the task's points); reopening clears it.
 */
export async function updateTask(db: Database, id: string, body: UpdateTaskBody, actor: Actor): Promise<Task> {
  const row = await findTask(db, id);
  if (!row) throw notFound(NOT_FOUND);
  const { completed: _completed, dueDate, ...fields } = body;
  const status = reconcileStatus(row.status, body);
  const completion =
    status === row.status
      ? {}
      : status === 'completed'
        ? { completedBy: actor.visitor?.id ?? null, completedAt: new Date() }
        : { completedBy: null, completedAt: null };
  await updateTaskFields(db, id, {
    ...fields,
    ...completion,
    status,
    dueDate: dueDate === undefined ? undefined : dueDate ? new Date(dueDate) : null,
  });
  return getTask(db, id);
}

/** Deleting is for whoever created the task, or the admin. */
export async function deleteTask(db: Database, actor: Actor, id: string): Promise<void> {
  const row = await findTask(db, id);
  if (!row) throw notFound(NOT_FOUND);
  if (!actor.isAdmin && (!row.createdBy || row.createdBy !== actor.visitor?.id)) {
    throw forbidden('Only the person who created this task can delete it.');
  }
  await deleteTaskRow(db, id);
}
