import { AcceptResponseSchema, type Answer } from '@app/shared/community/community.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { sendOrQueue } from '../../../lib/outbox';
import { patchAnswers, patchQuestion } from './question-cache';

/** POST /api/questions/:qid/answers/:aid/accept: the asker accepts an answer, or takes it back. */
export function acceptAnswer(answer: Answer) {
  return sendOrQueue({
    method: 'POST',
    path: `/questions/${encodeURIComponent(answer.questionId)}/answers/${encodeURIComponent(answer.id)}/accept`,
    label: 'Your accepted answer',
    schema: AcceptResponseSchema,
  });
}

export function useAcceptAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: Answer) => acceptAnswer(answer),
    onError: (error) => notify('error', 'The answer could not be accepted.', describeError(error)),
    onSuccess: (result) => {
      if (result.status === 'pending') {
        return notify('info', 'Your choice is saved on this device and will be sent when the connection is back.');
      }
      const { question, answer } = result.data;
      patchQuestion(queryClient, question.id, () => question);
      // Only one answer can be accepted: accepting this one un-accepts any other.
      patchAnswers(queryClient, question.id, (answers) =>
        answers.map((item) =>
          item.id === answer.id ? answer : answer.isAccepted ? { ...item, isAccepted: false } : item,
        ),
      );
    },
  });
}
