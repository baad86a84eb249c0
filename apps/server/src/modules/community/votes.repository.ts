import { REPUTATION } from '@app/shared/community/community.constants';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/users.tables.ts';
import { answers, answerVotes, questions, questionVotes } from './community.tables.ts';

export type VoteValue = -1 | 0 | 1;

export interface CastVote {
  before: VoteValue;
  after: VoteValue;
  /** The target's total after the vote. */
  votes: number;
}

/** The vote tables and their counters: a question's or an answer's (same shape, other names). */
const TARGETS = {
  question: {
    votesTable: questionVotes,
    targetColumn: questionVotes.questionId,
    counted: questions,
    countedId: questions.id,
    counter: questions.votes,
    upvote: REPUTATION.questionUpvote,
  },
  answer: {
    votesTable: answerVotes,
    targetColumn: answerVotes.answerId,
    counted: answers,
    countedId: answers.id,
    counter: answers.votes,
    upvote: REPUTATION.answerUpvote,
  },
} as const;

/**
 * Presses `direction` on a question or an answer for `voterId`, in ONE statement: reads the
 * voter's current vote, works out the next one (the same again removes it, the opposite switches),
 * writes it (0 deletes the row), moves the target's counter by the difference and the author's
 * reputation by what the change is worth (issue 4; `rewardAuthor` false for AI authors). Pressing
 * always changes the vote, so the counter always moves.
 *
 * Must run inside a transaction that holds the target's row lock (lockQuestion / lockAnswer): every
 * vote on the target queues on it, so this statement, which starts after the lock is granted, sees
 * every earlier vote; the counter moved by the difference then always equals the sum of the rows
 * (the counter tests check it under concurrency). It replaces five statements (read, write,
 * recount, reputation) with one round trip (issue 24).
 */
export async function castVote(
  tx: Database,
  target: keyof typeof TARGETS,
  options: { targetId: string; voterId: string; direction: 'up' | 'down'; authorId: string; rewardAuthor: boolean },
): Promise<CastVote> {
  const { votesTable, targetColumn, counted, countedId, counter, upvote } = TARGETS[target];
  const pressed = options.direction === 'up' ? 1 : -1;
  const worth = (value: ReturnType<typeof sql>) =>
    sql`(case ${value} when 1 then ${upvote}::int when -1 then ${REPUTATION.downvote}::int else 0 end)`;
  const result = await tx.execute(sql`
    with next as (
      select before, (case when before = ${pressed}::int then 0 else ${pressed}::int end) as after
      from (select coalesce((select ${votesTable.value}::int from ${votesTable}
        where ${targetColumn} = ${options.targetId} and ${votesTable.userId} = ${options.voterId}), 0) as before) as current
    ), removed as (
      delete from ${votesTable}
      where ${targetColumn} = ${options.targetId} and ${votesTable.userId} = ${options.voterId}
        and (select after from next) = 0
    ), written as (
      insert into ${votesTable} (${sql.identifier(targetColumn.name)}, ${sql.identifier(votesTable.userId.name)}, ${sql.identifier(votesTable.value.name)})
      select ${options.targetId}, ${options.voterId}, after from next where after <> 0
      on conflict (${sql.identifier(targetColumn.name)}, ${sql.identifier(votesTable.userId.name)}) do update set ${sql.identifier(votesTable.value.name)} = excluded.${sql.identifier(votesTable.value.name)}
    ), counted as (
      update ${counted} set ${sql.identifier(counter.name)} = ${counter} + (select after - before from next)
      where ${countedId} = ${options.targetId}
      returning ${counter} as votes
    ), rewarded as (
      update ${users} set ${sql.identifier(users.reputation.name)} = ${users.reputation} + (select ${worth(sql`after`)} - ${worth(sql`before`)} from next)
      where ${users.id} = ${options.authorId} and ${options.rewardAuthor}
        and (select ${worth(sql`after`)} <> ${worth(sql`before`)} from next)
    )
    select next.before, next.after, (select votes from counted) as votes from next`);
  const [row] = (result as unknown as { rows: { before: number; after: number; votes: number }[] }).rows;
  if (!row) throw new Error('Casting a vote returned no row');
  return { before: row.before as VoteValue, after: row.after as VoteValue, votes: Number(row.votes) };
}
