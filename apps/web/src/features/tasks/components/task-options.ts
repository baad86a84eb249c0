import { TASK_DEVELOPERS, TASK_PRIORITIES, TASK_STATUS_LABELS, TASK_STATUSES } from '@app/shared/tasks/tasks.constants';
import { priorityLabel } from './task-badges';

/** Options of the selects, built once from the shared vocabulary. */
export const STATUS_OPTIONS = TASK_STATUSES.map((status) => ({ value: status, label: TASK_STATUS_LABELS[status] }));
export const PRIORITY_OPTIONS = TASK_PRIORITIES.map((priority) => ({
  value: priority,
  label: priorityLabel(priority),
}));
export const DEVELOPER_OPTIONS = TASK_DEVELOPERS.map((developer) => ({ value: developer.name, label: developer.name }));
