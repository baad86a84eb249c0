import type { VoteDirection } from '@app/shared/community/community.constants';

interface VoteState {
  votes: number;
  myVote: VoteDirection | null;
}

/**
 * The server's vote rule, applied ahead of its answer (DESIGN.md §5): voting the same way again
 * removes the vote, the opposite way switches it.
 */
export function applyVote(current: VoteState, direction: VoteDirection): VoteState {
  const weight = (vote: VoteDirection | null) => (vote === 'up' ? 1 : vote === 'down' ? -1 : 0);
  const myVote = current.myVote === direction ? null : direction;
  return { votes: current.votes - weight(current.myVote) + weight(myVote), myVote };
}
