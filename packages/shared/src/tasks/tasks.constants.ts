/** Task manager vocabulary and rules (part-2 §3, §4, §5, §6, §8). No zod here. */
export const TASK_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
};

/** The three developers of the tabs, by id (FACTS.md). */
export const TASK_DEVELOPERS = [
  { id: 'lamont_evans', name: 'Lamont Evans' },
  { id: 'julian_faulkner', name: 'Julian Faulkner' },
  { id: 'dantee_fluellen', name: 'Dantee Fluellen' },
] as const;

export const TASK_PIPELINE_ID = 'client-projects';

export const TASK_GROUPS = ['overdue', 'mine', 'in_progress', 'pending', 'completed'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];
export const TASK_GROUP_LABELS: Record<TaskGroup, string> = {
  overdue: 'Overdue',
  mine: 'Assigned to Me',
  in_progress: 'In Progress',
  pending: 'Pending',
  completed: 'Completed',
};

export const TASK_MESSAGES = {
  empty: 'No tasks found',
  apiFailedPrefix: 'API request failed with status',
  apiUnavailable: 'API temporarily unavailable - showing sample data',
  serverUnavailable: 'Server temporarily unavailable - showing sample data',
  network: 'Network connection error - please check your internet connection',
  fallback: 'Unable to fetch tasks from server',
} as const;

export interface GroupableTask {
  status: TaskStatus;
  completed: boolean;
  assignedTo: string | null;
  dueDate: string | null;
}

/** The completed flag overrides status. */
export function isCompleted(task: Pick<GroupableTask, 'status' | 'completed'>): boolean {
  return task.completed || task.status === 'completed';
}

/** Not completed and due before now. */
export function isOverdue(task: GroupableTask, now: Date = new Date()): boolean {
  return !isCompleted(task) && task.dueDate !== null && new Date(task.dueDate).getTime() < now.getTime();
}

/**
 * Exactly one group per task (issue 8 fixes the prototype, whose Completed group was always
 * empty): overdue wins, then completed, then assigned to me, in progress, pending.
 */
export function taskGroup(task: GroupableTask, me: string | null, now: Date = new Date()): TaskGroup {
  if (isOverdue(task, now)) return 'overdue';
  if (isCompleted(task)) return 'completed';
  if (me && task.assignedTo === me) return 'mine';
  if (task.status === 'in_progress') return 'in_progress';
  return 'pending';
}

export function groupTasks<T extends GroupableTask>(tasks: readonly T[], me: string | null, now: Date = new Date()) {
  const groups = Object.fromEntries(TASK_GROUPS.map((group) => [group, [] as T[]])) as Record<TaskGroup, T[]>;
  for (const task of tasks) groups[taskGroup(task, me, now)].push(task);
  return groups;
}

/** Rounded percent of completed tasks. */
export function completionRate(tasks: readonly GroupableTask[]): number {
  return tasks.length ? Math.round((tasks.filter(isCompleted).length / tasks.length) * 100) : 0;
}
