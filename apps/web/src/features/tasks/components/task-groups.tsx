import { groupTasks, TASK_GROUP_LABELS, TASK_GROUPS } from '@app/shared/tasks/tasks.constants';
import type { Task } from '@app/shared/tasks/tasks.schemas';
import { TaskCard } from './task-card';

interface TaskGroupsProps {
  tasks: readonly Task[];
  me: string | null;
  isReadOnly: boolean;
  onToggleCompleted(task: Task): void;
  onEdit(task: Task): void;
}

/** The list by group (part-2 §4): each task in exactly one group; empty groups are hidden. */
export function TaskGroups({ tasks, me, ...cardProps }: TaskGroupsProps) {
  const groups = groupTasks(tasks, me);
  return (
    <div className="flex flex-col gap-6">
      {TASK_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <section key={group} aria-label={TASK_GROUP_LABELS[group]}>
          <h2 className="mb-2 flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {TASK_GROUP_LABELS[group]}
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700">{groups[group].length}</span>
          </h2>
          <ul className="flex flex-col gap-3">
            {groups[group].map((task) => (
              <li key={task.id}>
                <TaskCard task={task} {...cardProps} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
