import { REPUTATION } from '@app/shared/community/community.constants';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared-statements.ts';
import { readCacheGenerations } from '../../db/read-cache.tables.ts';
import { questionVotes } from './community.tables.ts';

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

/**
 * The viewer's votes on some questions (question id to 1 or -1), with the questions' read-cache
 * generation read in the same snapshot: a signed-in page built on the stored anonymous page of that
 * generation is exactly the page the full query would give (question-list-cache.ts). Prepared
 * once per database handle; null when the generation row is missing.
 */
const preparedViewerVotes = preparedStatements<ReturnType<typeof prepareViewerVotes>>();

function prepareViewerVotes(db: Database) {
  return db
    .select({
      generation: readCacheGenerations.generation,
      votes: sql<string | null>`(select json_object_agg(${questionVotes.questionId}, ${questionVotes.value})::text
        from ${questionVotes} where ${questionVotes.userId} = ${sql.placeholder('viewerId')}
        and ${questionVotes.questionId} = any(${sql.placeholder('ids')}::uuid[]))`,
    })
    .from(readCacheGenerations)
    .where(eq(readCacheGenerations.scope, 'questions'))
    .prepare('questions_viewer_votes');
}

export async function findViewerVotes(db: Database, viewerId: string, questionIds: readonly string[]) {
  const statement = preparedViewerVotes(db, 'one', () => prepareViewerVotes(db));
  const [row] = await statement.execute({ viewerId, ids: questionIds });
  if (!row) return null;
  const votes = row.votes === null ? {} : (JSON.parse(row.votes) as Record<string, number>);
  return { generation: Number(row.generation), votes };
}
