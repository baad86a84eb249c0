import type { TaskPriority, TaskStatus } from '@app/shared/tasks/tasks.constants';
import type { Task } from '@app/shared/tasks/tasks.schemas';

/** The task list's filters (part-2 §5), kept in the URL. Dates are calendar days (YYYY-MM-DD). */
export interface TaskFilters {
  search: string;
  status: TaskStatus | null;
  priority: TaskPriority | null;
  assignee: string | null;
  dueFrom: string | null;
  dueTo: string | null;
}

export const NO_TASK_FILTERS: TaskFilters = {
  search: '',
  status: null,
  priority: null,
  assignee: null,
  dueFrom: null,
  dueTo: null,
};

/** Clear-all appears only if any filter is set. */
export function hasAnyFilter(filters: TaskFilters): boolean {
  return Object.values(filters).some(Boolean);
}

/**
 * The due-date range as instants, from the start of the first day to the end of the last, in the
 * visitor's time zone; null unless both ends are set (part-2 §5).
 */
export function dueRange(filters: TaskFilters): { from: Date; to: Date } | null {
  if (!filters.dueFrom || !filters.dueTo) return null;
  const from = new Date(`${filters.dueFrom}T00:00:00`);
  const to = new Date(`${filters.dueTo}T23:59:59.999`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  return { from, to };
}

/**
 * The same filters the server applies (GET /api/tasks), for the sample tasks shown when it cannot
 * answer: search in the title or the description and assignee, both case-insensitive; the due
 * range inclusive at both ends, leaving out tasks without a due date.
 */
export function matchesFilters(task: Task, filters: TaskFilters): boolean {
  const needle = filters.search.toLowerCase();
  const contains = (text: string) => text.toLowerCase().includes(needle);
  const range = dueRange(filters);
  const due = task.dueDate ? new Date(task.dueDate).getTime() : null;
  return (
    (!needle || contains(task.title) || contains(task.description)) &&
    (!filters.status || task.status === filters.status) &&
    (!filters.priority || task.priority === filters.priority) &&
    (!filters.assignee || task.assignedTo?.toLowerCase() === filters.assignee.toLowerCase()) &&
    (!range || (due !== null && due >= range.from.getTime() && due <= range.to.getTime()))
  );
}
