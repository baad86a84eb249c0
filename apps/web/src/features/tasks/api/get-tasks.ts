import { TASK_PIPELINE_ID } from '@app/shared/tasks/tasks.constants';
import { type ListTasksResponse, ListTasksResponseSchema } from '@app/shared/tasks/tasks.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dueRange, type TaskFilters } from '../task-filters';
import { taskKeys } from './task-keys';

/** GET /api/tasks for the fixed pipeline (part-2 §7); empty filters are left out. */
export function getTasks(filters: TaskFilters, signal?: AbortSignal): Promise<ListTasksResponse> {
  const search = new URLSearchParams({ pipelineId: TASK_PIPELINE_ID });
  if (filters.status) search.set('status', filters.status);
  if (filters.priority) search.set('priority', filters.priority);
  if (filters.assignee) search.set('assignee', filters.assignee);
  if (filters.search) search.set('search', filters.search);
  const range = dueRange(filters);
  if (range) {
    search.set('dueFrom', range.from.toISOString());
    search.set('dueTo', range.to.toISOString());
  }
  return apiRequest(`/tasks?${search}`, { schema: ListTasksResponseSchema, signal });
}

export function tasksQueryOptions(filters: TaskFilters) {
  return queryOptions({
    queryKey: taskKeys.list(filters),
    queryFn: ({ signal }) => getTasks(filters, signal),
    // Retry quickly: the page shows sample data and a Retry button once the server is really down.
    retryDelay: 300,
  });
}

export function useTasks(filters: TaskFilters) {
  return useQuery(tasksQueryOptions(filters));
}
