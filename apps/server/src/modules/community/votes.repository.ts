import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { answerVotes, questionVotes } from './community.tables.ts';

export type VoteValue = -1 | 0 | 1;

export async function findQuestionVote(db: Database, questionId: string, userId: string): Promise<VoteValue> {
  const [row] = await db
    .select({ value: questionVotes.value })
    .from(questionVotes)
    .where(and(eq(questionVotes.questionId, questionId), eq(questionVotes.userId, userId)));
  return (row?.value ?? 0) as VoteValue;
}

/** Writes the visitor's vote: 0 deletes the row. */
export async function setQuestionVote(db: Database, questionId: string, userId: string, value: VoteValue) {
  if (value === 0) {
    await db
      .delete(questionVotes)
      .where(and(eq(questionVotes.questionId, questionId), eq(questionVotes.userId, userId)));
    return;
  }
  await db
    .insert(questionVotes)
    .values({ questionId, userId, value })
    .onConflictDoUpdate({ target: [questionVotes.questionId, questionVotes.userId], set: { value } });
}

export async function findAnswerVote(db: Database, answerId: string, userId: string): Promise<VoteValue> {
  const [row] = await db
    .select({ value: answerVotes.value })
    .from(answerVotes)
    .where(and(eq(answerVotes.answerId, answerId), eq(answerVotes.userId, userId)));
  return (row?.value ?? 0) as VoteValue;
}

export async function setAnswerVote(db: Database, answerId: string, userId: string, value: VoteValue) {
  if (value === 0) {
    await db.delete(answerVotes).where(and(eq(answerVotes.answerId, answerId), eq(answerVotes.userId, userId)));
    return;
  }
  await db
    .insert(answerVotes)
    .values({ answerId, userId, value })
    .onConflictDoUpdate({ target: [answerVotes.answerId, answerVotes.userId], set: { value } });
}
