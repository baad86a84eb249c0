import type { VoteDirection } from '@app/shared/community/community.constants';
import { type Answer, VoteResponseSchema } from '@app/shared/community/community.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { track } from '../../../lib/browser-tracker';
import { sendOrQueue } from '../../../lib/outbox';
import { applyVote } from '../vote-rules';
import { patchAnswers } from './question-cache';
import { PENDING_VOTE_MESSAGE } from './vote-on-question';

/** POST /api/questions/:qid/answers/:aid/vote; kept in the outbox when the server cannot be reached. */
export function voteOnAnswer(answer: Answer, direction: VoteDirection) {
  return sendOrQueue({
    method: 'POST',
    path: `/questions/${encodeURIComponent(answer.questionId)}/answers/${encodeURIComponent(answer.id)}/vote`,
    body: { direction },
    label: 'Your vote',
    schema: VoteResponseSchema,
  });
}

/** Shows the vote at once; rolls back with the server's reason if it refuses. */
export function useVoteOnAnswer() {
  const queryClient = useQueryClient();
  const patch = (answer: Answer, change: Pick<Answer, 'votes' | 'myVote'>) =>
    patchAnswers(queryClient, answer.questionId, (answers) =>
      answers.map((item) => (item.id === answer.id ? { ...item, ...change } : item)),
    );
  return useMutation({
    mutationFn: ({ answer, direction }: { answer: Answer; direction: VoteDirection }) =>
      voteOnAnswer(answer, direction),
    onMutate: ({ answer, direction }) => {
      const before = { votes: answer.votes, myVote: answer.myVote };
      patch(answer, applyVote(before, direction));
      return { before };
    },
    onError: (error, { answer }, context) => {
      if (context) patch(answer, context.before);
      notify('error', 'Your vote was not counted.', describeError(error));
    },
    onSuccess: (result, { answer, direction }) => {
      track('answer_voted', { questionId: answer.questionId, answerId: answer.id, direction, status: result.status });
      if (result.status === 'pending') return notify('info', PENDING_VOTE_MESSAGE);
      patch(answer, { votes: result.data.votes, myVote: result.data.myVote });
    },
  });
}
