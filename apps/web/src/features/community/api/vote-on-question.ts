import type { VoteDirection } from '@app/shared/community/community.constants';
import { type Question, VoteResponseSchema } from '@app/shared/community/community.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { track } from '../../../lib/browser-tracker';
import { sendOrQueue } from '../../../lib/outbox';
import { applyVote } from '../vote-rules';
import { patchQuestion } from './question-cache';

/** POST /api/questions/:id/vote; kept in the outbox when the server cannot be reached. */
export function voteOnQuestion(questionId: string, direction: VoteDirection) {
  return sendOrQueue({
    method: 'POST',
    path: `/questions/${encodeURIComponent(questionId)}/vote`,
    body: { direction },
    label: 'Your vote',
    schema: VoteResponseSchema,
  });
}

export const PENDING_VOTE_MESSAGE = 'Your vote is saved on this device and will be sent when the connection is back.';

/** Shows the vote at once; rolls back with the server's reason if it refuses. */
export function useVoteOnQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ question, direction }: { question: Question; direction: VoteDirection }) =>
      voteOnQuestion(question.id, direction),
    onMutate: ({ question, direction }) => {
      const before = { votes: question.votes, myVote: question.myVote };
      patchQuestion(queryClient, question.id, (item) => ({ ...item, ...applyVote(before, direction) }));
      return { before };
    },
    onError: (error, { question }, context) => {
      if (context) patchQuestion(queryClient, question.id, (item) => ({ ...item, ...context.before }));
      notify('error', 'Your vote was not counted.', describeError(error));
    },
    onSuccess: (result, { question, direction }) => {
      track('question_voted', { questionId: question.id, direction, status: result.status });
      if (result.status === 'pending') return notify('info', PENDING_VOTE_MESSAGE);
      const { votes, myVote } = result.data;
      patchQuestion(queryClient, question.id, (item) => ({ ...item, votes, myVote }));
    },
  });
}
