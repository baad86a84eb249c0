import { completionRate, isCompleted, TASK_STATUS_LABELS, TASK_STATUSES } from '@app/shared/tasks/tasks.constants';
import type { Task } from '@app/shared/tasks/tasks.schemas';

const statusOf = (task: Task) => (isCompleted(task) ? 'completed' : task.status);

/** Counts per status and the completion rate of the tasks shown (part-2 §4). */
export function TaskStatistics({ tasks }: { tasks: readonly Task[] }) {
  const rate = completionRate(tasks);
  return (
    <section aria-labelledby="task-statistics" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="task-statistics" className="font-semibold text-slate-900">
        Statistics
      </h2>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        {TASK_STATUSES.map((status) => (
          <div key={status} className="flex justify-between">
            <dt className="text-slate-600">{TASK_STATUS_LABELS[status]}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {tasks.filter((task) => statusOf(task) === status).length}
            </dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-slate-200 pt-2">
          <dt className="text-slate-600">Completion rate</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{rate}%</dd>
        </div>
      </dl>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Completion rate"
        aria-valuenow={rate}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full bg-green-500" style={{ width: `${rate}%` }} />
      </div>
    </section>
  );
}
