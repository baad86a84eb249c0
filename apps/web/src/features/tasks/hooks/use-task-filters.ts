import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from '@app/shared/tasks/tasks.constants';
import { useCallback, useMemo } from 'react';
import { useUrlParams } from '../../../lib/use-url-params';
import { NO_TASK_FILTERS, type TaskFilters } from '../task-filters';

const PARAMS = {
  search: 'q',
  status: 'status',
  priority: 'priority',
  assignee: 'assignee',
  dueFrom: 'from',
  dueTo: 'to',
} as const satisfies Record<keyof TaskFilters, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((item) => item === value) ?? null;
const day = (value: string | null) => (value && DAY.test(value) ? value : null);

/** The task filters live in the URL (?q=&status=&priority=&assignee=&from=&to=); an empty value removes one. */
export function useTaskFilters() {
  const { searchParams, set } = useUrlParams();
  const get = (name: keyof TaskFilters) => searchParams.get(PARAMS[name]);
  const search = get('search')?.trim() ?? '';
  const status = oneOf<TaskStatus>(TASK_STATUSES, get('status'));
  const priority = oneOf<TaskPriority>(TASK_PRIORITIES, get('priority'));
  const assignee = get('assignee')?.trim() || null;
  const dueFrom = day(get('dueFrom'));
  const dueTo = day(get('dueTo'));
  const filters = useMemo<TaskFilters>(
    () => ({ search, status, priority, assignee, dueFrom, dueTo }),
    [search, status, priority, assignee, dueFrom, dueTo],
  );

  const update = useCallback(
    (changes: Partial<TaskFilters>) =>
      set(
        Object.fromEntries(Object.entries(changes).map(([name, value]) => [PARAMS[name as keyof TaskFilters], value])),
        { replace: true },
      ),
    [set],
  );

  const clearAll = useCallback(() => update(NO_TASK_FILTERS), [update]);
  return { filters, update, clearAll };
}
