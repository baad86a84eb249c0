import { useMemo } from 'react';
import { useTasks } from '../api/get-tasks';
import { SAMPLE_TASKS } from '../sample-tasks';
import { describeTaskLoadFailure } from '../task-errors';
import { matchesFilters, type TaskFilters } from '../task-filters';

/**
 * The tasks to show: the server's; or, when the server is down or unreachable, the FACTS sample
 * tasks filtered the same way and flagged so the page says so (DESIGN.md §6). A retry keeps the
 * query in its error state until the server answers, so the banner stays until then.
 */
export function useTaskFeed(filters: TaskFilters) {
  const query = useTasks(filters);
  const failure = query.isError ? describeTaskLoadFailure(query.error) : null;
  const isShowingSamples = Boolean(failure?.showsSamples) && !query.data;

  const tasks = useMemo(
    () => (isShowingSamples ? SAMPLE_TASKS.filter((task) => matchesFilters(task, filters)) : (query.data?.tasks ?? [])),
    [isShowingSamples, filters, query.data],
  );

  return {
    tasks,
    failure,
    isShowingSamples,
    isLoading: query.isPending,
    isRetrying: query.isFetching,
    retry: () => void query.refetch(),
  };
}
