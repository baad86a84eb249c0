import type { TaskFilters } from '../task-filters';

/** Query keys of the tasks area, in one place so writes can update every cached list. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (filters: TaskFilters) => ['tasks', 'list', filters] as const,
};
