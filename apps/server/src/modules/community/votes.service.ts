import type { VoteDirection } from '@app/shared/community/community.constants';
import type { VoteResponse } from '@app/shared/community/community.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { announceIdentityChange } from '../users/identity-changes.ts';
import { lockAnswer } from './answers.repository.ts';
import { lockQuestion } from './questions.repository.ts';
import { reputationDelta } from './reputation.ts';
import { castVote, type VoteValue } from './votes.repository.ts';

function toMyVote(value: VoteValue): VoteResponse['myVote'] {
  if (value === 0) return null;
  return value === 1 ? 'up' : 'down';
}

/** Casts the vote under the target's lock (castVote) and tells this process the author changed. */
async function cast(
  tx: Database,
  target: 'question' | 'answer',
  options: { targetId: string; voter: User; direction: VoteDirection; authorId: string; authorIsAi: boolean },
): Promise<Omit<VoteResponse, 'success'>> {
  if (options.authorId === options.voter.id) throw forbidden(`You cannot vote on your own ${target}.`);
  const { before, after, votes } = await castVote(tx, target, {
    targetId: options.targetId,
    voterId: options.voter.id,
    direction: options.direction,
    authorId: options.authorId,
    rewardAuthor: !options.authorIsAi,
  });
  if (!options.authorIsAi && reputationDelta(target, before, after) !== 0) announceIdentityChange(options.authorId);
  return { votes, myVote: toMyVote(after) };
}

/**
 * One vote per visitor per question, in one transaction: the question row is locked first, so
 * concurrent votes serialise and the counter, moved by each vote's difference, always equals the
 * sum of the rows.
 */
export async function voteOnQuestion(db: Database, voter: User, questionId: string, direction: VoteDirection) {
  return db.transaction(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    if (!question) throw notFound('No question with this id.');
    return cast(tx, 'question', {
      targetId: questionId,
      voter,
      direction,
      authorId: question.authorId,
      authorIsAi: question.authorIsAi,
    });
  });
}

export async function voteOnAnswer(
  db: Database,
  voter: User,
  questionId: string,
  answerId: string,
  direction: VoteDirection,
) {
  return db.transaction(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    const answer = question ? await lockAnswer(tx, questionId, answerId) : null;
    if (!answer) throw notFound('No answer with this id on this question.');
    return cast(tx, 'answer', {
      targetId: answerId,
      voter,
      direction,
      authorId: answer.authorId,
      authorIsAi: answer.authorIsAi,
    });
  });
}
