import type { ListTasksResponse, Task } from '@app/shared/tasks/tasks.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { taskKeys } from './task-keys';

/** Applies a change to one task in every cached list; returns the lists as they were. */
export function patchTask(queryClient: QueryClient, id: string, patch: (task: Task) => Task) {
  const before = queryClient.getQueriesData<ListTasksResponse>({ queryKey: taskKeys.lists() });
  queryClient.setQueriesData<ListTasksResponse>({ queryKey: taskKeys.lists() }, (data) =>
    data ? { ...data, tasks: data.tasks.map((task) => (task.id === id ? patch(task) : task)) } : data,
  );
  return before;
}

export function restoreTaskLists(queryClient: QueryClient, snapshot: ReturnType<typeof patchTask>): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Lists are filtered by the server: after a write, each is asked for again. */
export function refreshTaskLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
}
