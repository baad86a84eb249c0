import { REPUTATION } from '@app/shared/community/community.constants';
import type { VoteValue } from './votes.repository.ts';

/** What a vote is worth to the author of a question or an answer (issue 4). */
export function reputationForVote(target: 'question' | 'answer', value: VoteValue): number {
  if (value === 1) return target === 'question' ? REPUTATION.questionUpvote : REPUTATION.answerUpvote;
  if (value === -1) return REPUTATION.downvote;
  return 0;
}

/** Changing a vote from `before` to `after` moves reputation by exactly the difference. */
export function reputationDelta(target: 'question' | 'answer', before: VoteValue, after: VoteValue): number {
  return reputationForVote(target, after) - reputationForVote(target, before);
}

/** The next vote after pressing `direction`: the same again removes it, the opposite switches. */
export function nextVote(current: VoteValue, direction: 'up' | 'down'): VoteValue {
  const pressed: VoteValue = direction === 'up' ? 1 : -1;
  return current === pressed ? 0 : pressed;
}
