import { type CreateFeedbackInput, CreateFeedbackResponseSchema } from '@app/shared/feedback/feedback.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announceFeedbackSubmitted } from '../../../lib/feedback-widget';
import { sendOrQueue } from '../../../lib/outbox';
import { feedbackKeys } from './feedback-keys';

/**
 * POST /api/feedback; kept in the outbox when the server cannot be reached. Plain (no TanStack
 * Query) so the floating widget, which lives outside the query provider, can use it too.
 */
export async function createFeedback(body: CreateFeedbackInput, idempotencyKey: string) {
  const result = await sendOrQueue({
    method: 'POST',
    path: '/feedback',
    body,
    label: 'Your feedback',
    schema: CreateFeedbackResponseSchema,
    idempotencyKey,
  });
  if (result.status === 'sent') announceFeedbackSubmitted();
  return result;
}

/** The forms tab's submit; refreshes the dashboard's numbers and lists. */
export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateFeedbackInput; idempotencyKey: string }) =>
      createFeedback(body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
