import { AnswerResponseSchema, type CreateAnswerBody } from '@app/shared/community/community.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../../lib/browser-tracker';
import { sendOrQueue } from '../../../lib/outbox';
import { communityKeys } from './community-keys';
import { patchAnswers, patchQuestion } from './question-cache';

/** The outbox path of a question's answers, also used to find its pending answers. */
export const answersPath = (questionId: string) => `/questions/${encodeURIComponent(questionId)}/answers`;

/** POST /api/questions/:id/answers; kept in the outbox when the server cannot be reached. */
export function createAnswer(questionId: string, body: CreateAnswerBody, idempotencyKey: string) {
  return sendOrQueue({
    method: 'POST',
    path: answersPath(questionId),
    body,
    label: 'Your answer',
    schema: AnswerResponseSchema,
    idempotencyKey,
  });
}

interface Variables {
  questionId: string;
  body: CreateAnswerBody;
  idempotencyKey: string;
}

/** A new answer goes to the top of the list and the question's answer count goes up by one (part-1 §4). */
export function useCreateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body, idempotencyKey }: Variables) => createAnswer(questionId, body, idempotencyKey),
    onSuccess: (result, { questionId }) => {
      track('answer_posted', { questionId, status: result.status });
      if (result.status !== 'sent') return;
      const { answer } = result.data;
      patchAnswers(queryClient, questionId, (answers) => [answer, ...answers.filter((item) => item.id !== answer.id)]);
      patchQuestion(queryClient, questionId, (question) => ({ ...question, answers: question.answers + 1 }));
      void queryClient.invalidateQueries({ queryKey: communityKeys.answers(questionId), refetchType: 'none' });
    },
  });
}
