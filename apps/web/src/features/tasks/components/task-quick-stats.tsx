import { isCompleted, isOverdue } from '@app/shared/tasks/tasks.constants';
import type { Task } from '@app/shared/tasks/tasks.schemas';
import { SelectField } from '../../../components/ui/select-field';
import { DEVELOPER_OPTIONS } from './task-options';

interface TaskQuickStatsProps {
  tasks: readonly Task[];
  me: string | null;
  onChooseMe(name: string | null): void;
}

/** Header quick stats (part-2 §2) and who "me" is: the developer the visitor works as. */
export function TaskQuickStats({ tasks, me, onChooseMe }: TaskQuickStatsProps) {
  const stats = [
    { label: 'Total', value: tasks.length },
    { label: 'My tasks', value: me ? tasks.filter((task) => task.assignedTo === me && !isCompleted(task)).length : 0 },
    { label: 'Overdue', value: tasks.filter((task) => isOverdue(task)).length },
  ];
  return (
    <div className="mt-6 flex flex-wrap items-end gap-4">
      <dl className="grid flex-1 grid-cols-3 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
            <dt className="text-xs font-medium text-slate-600">{stat.label}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <SelectField
        label="I am"
        className="w-full sm:w-56"
        value={me ?? ''}
        onChange={(event) => onChooseMe(event.target.value || null)}
        options={[{ value: '', label: 'Choose a developer' }, ...DEVELOPER_OPTIONS]}
      />
    </div>
  );
}
