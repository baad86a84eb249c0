import type { VoteDirection } from '@app/shared/community/community.constants';
import type { VoteResponse } from '@app/shared/community/community.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { announceIdentityChange } from '../users/identity-changes.ts';
import { pressVote, type VoteValue } from './votes.repository.ts';

function toMyVote(value: VoteValue): VoteResponse['myVote'] {
  if (value === 0) return null;
  return value === 1 ? 'up' : 'down';
}

/**
 * One vote per visitor per question or answer, in one statement that locks the target first, so
 * concurrent votes serialise and the counter, moved by each vote's difference, always equals the
 * sum of the rows (pressVote).
 */
async function vote(
  db: Database,
  voter: User,
  target: { questionId: string; answerId?: string },
  direction: VoteDirection,
): Promise<Omit<VoteResponse, 'success'>> {
  const pressed = await pressVote(db, { ...target, voterId: voter.id, direction });
  if (pressed.outcome === 'not_found') {
    throw notFound(target.answerId ? 'No answer with this id on this question.' : 'No question with this id.');
  }
  if (pressed.outcome === 'own') {
    throw forbidden(`You cannot vote on your own ${target.answerId ? 'answer' : 'question'}.`);
  }
  if (pressed.rewarded) announceIdentityChange(pressed.authorId);
  return { votes: pressed.votes, myVote: toMyVote(pressed.after) };
}

export function voteOnQuestion(db: Database, voter: User, questionId: string, direction: VoteDirection) {
  return vote(db, voter, { questionId }, direction);
}

export function voteOnAnswer(
  db: Database,
  voter: User,
  questionId: string,
  answerId: string,
  direction: VoteDirection,
) {
  return vote(db, voter, { questionId, answerId }, direction);
}
