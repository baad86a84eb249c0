import { formatDeadline } from '@app/shared/format/format';
import { isCompleted, isOverdue } from '@app/shared/tasks/tasks.constants';
import type { Task } from '@app/shared/tasks/tasks.schemas';
import { Briefcase, CalendarClock, Check, Pencil, RotateCcw, User } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PriorityBadge, StatusBadge } from './task-badges';

interface TaskCardProps {
  task: Task;
  /** Sample tasks cannot be changed: they do not exist on the server. */
  isReadOnly: boolean;
  onToggleCompleted(task: Task): void;
  onEdit(task: Task): void;
}

export function TaskCard({ task, isReadOnly, onToggleCompleted, onEdit }: TaskCardProps) {
  const titleId = useId();
  const done = isCompleted(task);
  const overdue = isOverdue(task);
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className={cn('font-semibold text-slate-900', done && 'text-slate-500 line-through')}>
          {task.title}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge status={done ? 'completed' : task.status} />
          <PriorityBadge priority={task.priority} />
        </div>
      </div>
      {task.description && <p className="mt-1 text-sm text-slate-600">{task.description}</p>}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-1.5">
          <User className="size-4" aria-hidden />
          <span className="sr-only">Assignee:</span>
          {task.assignedTo ?? 'Unassigned'}
        </li>
        <li className={cn('flex items-center gap-1.5', overdue && 'font-medium text-red-700')}>
          <CalendarClock className="size-4" aria-hidden />
          <span className="sr-only">Due:</span>
          {done ? 'Done' : formatDeadline(task.dueDate)}
        </li>
        <li className="flex items-center gap-1.5">
          <Briefcase className="size-4" aria-hidden />
          <span className="sr-only">Deal:</span>
          {task.pipelineName}
        </li>
      </ul>
      {!isReadOnly && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={done ? 'secondary' : 'primary'}
            onClick={() => onToggleCompleted(task)}
            aria-label={`${done ? 'Reopen' : 'Mark complete'}: ${task.title}`}
          >
            {done ? <RotateCcw className="size-4" aria-hidden /> : <Check className="size-4" aria-hidden />}
            {done ? 'Reopen' : 'Mark complete'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onEdit(task)} aria-label={`Edit: ${task.title}`}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </Button>
        </div>
      )}
    </article>
  );
}
