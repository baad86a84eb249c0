import { type CreateTaskBody, TaskResponseSchema } from '@app/shared/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '../../../lib/outbox';
import { refreshTaskLists } from './task-cache';

/** POST /api/tasks; kept in the outbox when the server cannot be reached. */
export function createTask(body: CreateTaskBody, idempotencyKey: string) {
  return sendOrQueue({
    method: 'POST',
    path: '/tasks',
    body,
    label: 'New task',
    schema: TaskResponseSchema,
    idempotencyKey,
  });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateTaskBody; idempotencyKey: string }) =>
      createTask(body, idempotencyKey),
    onSuccess: (result) => {
      if (result.status === 'sent') void refreshTaskLists(queryClient);
    },
  });
}
