import { type CreateQuestionBody, QuestionResponseSchema } from '@app/shared/community/community.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/browser-tracker';
import { sendOrQueue } from '../../../lib/outbox';
import { prependQuestion } from './question-cache';

/** POST /api/questions; kept in the outbox when the server cannot be reached. */
export function createQuestion(body: CreateQuestionBody, idempotencyKey: string) {
  return sendOrQueue({
    method: 'POST',
    path: '/questions',
    body,
    label: 'Your question',
    schema: QuestionResponseSchema,
    idempotencyKey,
  });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateQuestionBody; idempotencyKey: string }) =>
      createQuestion(body, idempotencyKey),
    onSuccess: (result, { body }) => {
      if (result.status === 'sent') prependQuestion(queryClient, result.data.question);
      track('question_asked', { tags: body.tags.join(','), status: result.status });
    },
  });
}
