import { TASK_STATUS_LABELS, type TaskPriority, type TaskStatus } from '@app/shared/tasks/tasks.constants';
import { cn } from '../../../components/ui/cn';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';

/** Status display (part-2 §4): completed green, in progress amber, otherwise grey. */
const STATUS_TONES: Record<TaskStatus, string> = {
  completed: 'bg-green-50 text-green-800 ring-green-600/30',
  in_progress: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  pending: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

/** Priority colours (part-2 §4): high red, medium amber, low green. */
const PRIORITY_TONES: Record<TaskPriority, string> = {
  high: 'bg-red-50 text-red-800 ring-red-600/30',
  medium: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  low: 'bg-green-50 text-green-800 ring-green-600/30',
};

const PRIORITY_LABELS: Record<TaskPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const priorityLabel = (priority: TaskPriority) => PRIORITY_LABELS[priority];

export function StatusBadge({ status }: { status: TaskStatus }) {
  return <span className={cn(badge, STATUS_TONES[status])}>{TASK_STATUS_LABELS[status]}</span>;
}

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return <span className={cn(badge, PRIORITY_TONES[priority])}>{PRIORITY_LABELS[priority]} priority</span>;
}
