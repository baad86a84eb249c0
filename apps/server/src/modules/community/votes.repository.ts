import { REPUTATION } from '@app/shared/community/community.constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export type VoteValue = -1 | 0 | 1;

export type PressedVote =
  | { outcome: 'not_found' }
  | { outcome: 'own' }
  | { outcome: 'cast'; before: VoteValue; after: VoteValue; votes: number; authorId: string; rewarded: boolean };

/**
 * Presses `direction` on a question or, with `answerId`, one of its answers, for `voterId`: ONE call
 * of migration 0020's press_vote, which locks the target, checks it, reads the voter's current
 * vote, writes the next (the same again removes it, the opposite switches), moves the target's
 * counter by the difference and the author's reputation by what the change is worth (issue 4).
 * It replaces a transaction of seven statements (issue 24); the rules' values come from here.
 */
export async function pressVote(
  db: Database,
  options: { questionId: string; answerId?: string; voterId: string; direction: 'up' | 'down' },
): Promise<PressedVote> {
  const target = options.answerId ? 'answer' : 'question';
  const upvote = target === 'answer' ? REPUTATION.answerUpvote : REPUTATION.questionUpvote;
  const result = await db.execute(sql`
    select outcome, before, after, votes, author_id, rewarded from press_vote(
      ${target}, ${options.questionId}::uuid, ${options.answerId ?? null}::uuid, ${options.voterId}::uuid,
      ${options.direction === 'up' ? 1 : -1}::int, ${upvote}::int, ${REPUTATION.downvote}::int)`);
  const [row] = (
    result as unknown as {
      rows: { outcome: string; before: number; after: number; votes: number; author_id: string; rewarded: boolean }[];
    }
  ).rows;
  if (!row) throw new Error('Pressing a vote returned no row');
  if (row.outcome === 'not_found' || row.outcome === 'own') return { outcome: row.outcome };
  return {
    outcome: 'cast',
    before: row.before as VoteValue,
    after: row.after as VoteValue,
    votes: Number(row.votes),
    authorId: row.author_id,
    rewarded: row.rewarded,
  };
}
