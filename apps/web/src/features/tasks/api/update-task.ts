import { TaskResponseSchema, type UpdateTaskBody } from '@app/shared/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '../../../lib/outbox';
import { patchTask, refreshTaskLists } from './task-cache';

/** PUT /api/tasks/:id; kept in the outbox when the server cannot be reached. */
export function updateTask(id: string, body: UpdateTaskBody) {
  return sendOrQueue({
    method: 'PUT',
    path: `/tasks/${encodeURIComponent(id)}`,
    body,
    label: 'Task changes',
    schema: TaskResponseSchema,
  });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTaskBody }) => updateTask(id, body),
    onSuccess: (result, { id }) => {
      if (result.status !== 'sent') return;
      patchTask(queryClient, id, () => result.data.task);
      void refreshTaskLists(queryClient);
    },
  });
}
