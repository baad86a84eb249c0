import { type Task, TaskResponseSchema } from '@app/shared/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { sendOrQueue } from '../../../lib/outbox';
import { patchTask, refreshTaskLists, restoreTaskLists } from './task-cache';

/** PUT /api/tasks/:id/status; the server keeps `completed` and `status` in agreement. */
export function setTaskCompleted(id: string, completed: boolean) {
  return sendOrQueue({
    method: 'PUT',
    path: `/tasks/${encodeURIComponent(id)}/status`,
    body: { completed },
    label: completed ? 'Task completed' : 'Task reopened',
    schema: TaskResponseSchema,
  });
}

/** Mirrors the server's rule: completing sets completed; reopening returns a completed task to pending. */
function withCompleted(task: Task, completed: boolean): Task {
  if (completed) return { ...task, completed: true, status: 'completed' };
  return { ...task, completed: false, status: task.status === 'completed' ? 'pending' : task.status };
}

/** Moves the task to its new group at once; puts it back with the server's reason if refused. */
export function useSetTaskCompleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, completed }: { task: Task; completed: boolean }) => setTaskCompleted(task.id, completed),
    onMutate: ({ task, completed }) => ({
      before: patchTask(queryClient, task.id, (item) => withCompleted(item, completed)),
    }),
    onError: (error, _variables, context) => {
      if (context) restoreTaskLists(queryClient, context.before);
      notify('error', 'The task was not changed.', describeError(error));
    },
    onSuccess: (result, { task }) => {
      if (result.status === 'pending') {
        return notify('info', 'Saved on this device: the change will be sent when the connection is back.');
      }
      patchTask(queryClient, task.id, () => result.data.task);
      void refreshTaskLists(queryClient);
    },
  });
}
