import type { VoteDirection } from '@app/shared/community/community.constants';
import type { VoteResponse } from '@app/shared/community/community.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { adjustReputation } from '../users/users.service.ts';
import { lockAnswer, recountAnswerVotes } from './answers.repository.ts';
import { lockQuestion, recountQuestionVotes } from './questions.repository.ts';
import { nextVote, reputationDelta } from './reputation.ts';
import {
  findAnswerVote,
  findQuestionVote,
  setAnswerVote,
  setQuestionVote,
  type VoteValue,
} from './votes.repository.ts';

function toMyVote(value: VoteValue): VoteResponse['myVote'] {
  if (value === 0) return null;
  return value === 1 ? 'up' : 'down';
}

/**
 * One vote per visitor per question, in one transaction: the question row is locked first, so
 * concurrent votes serialise and the total recomputed from the rows is always exact.
 */
export async function voteOnQuestion(db: Database, voter: User, questionId: string, direction: VoteDirection) {
  return db.transaction(async (tx): Promise<Omit<VoteResponse, 'success'>> => {
    const question = await lockQuestion(tx, questionId);
    if (!question) throw notFound('No question with this id.');
    if (question.authorId === voter.id) throw forbidden('You cannot vote on your own question.');
    const before = await findQuestionVote(tx, questionId, voter.id);
    const after = nextVote(before, direction);
    await setQuestionVote(tx, questionId, voter.id, after);
    const votes = await recountQuestionVotes(tx, questionId);
    if (!question.authorIsAi) await adjustReputation(tx, question.authorId, reputationDelta('question', before, after));
    return { votes, myVote: toMyVote(after) };
  });
}

export async function voteOnAnswer(
  db: Database,
  voter: User,
  questionId: string,
  answerId: string,
  direction: VoteDirection,
) {
  return db.transaction(async (tx): Promise<Omit<VoteResponse, 'success'>> => {
    const question = await lockQuestion(tx, questionId);
    const answer = question ? await lockAnswer(tx, questionId, answerId) : null;
    if (!answer) throw notFound('No answer with this id on this question.');
    if (answer.authorId === voter.id) throw forbidden('You cannot vote on your own answer.');
    const before = await findAnswerVote(tx, answerId, voter.id);
    const after = nextVote(before, direction);
    await setAnswerVote(tx, answerId, voter.id, after);
    const votes = await recountAnswerVotes(tx, answerId);
    if (!answer.authorIsAi) await adjustReputation(tx, answer.authorId, reputationDelta('answer', before, after));
    return { votes, myVote: toMyVote(after) };
  });
}
