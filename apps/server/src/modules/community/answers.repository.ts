import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { users } from '../users/users.tables.ts';
import { answers, answerVotes, questions } from './community.tables.ts';

const authorColumns = {
  id: users.id,
  name: users.name,
  avatarSeed: users.avatarSeed,
  reputation: users.reputation,
  isAi: users.isAi,
};

const answerColumns = {
  id: answers.id,
  questionId: answers.questionId,
  authorId: answers.authorId,
  content: answers.content,
  votes: answers.votes,
  views: answers.views,
  isAccepted: answers.isAccepted,
  createdAt: answers.createdAt,
};

function myVoteJoin(viewerId: string | null) {
  return viewerId
    ? (and(eq(answerVotes.answerId, answers.id), eq(answerVotes.userId, viewerId)) ?? sql`false`)
    : sql`false`;
}

function selectAnswers(db: Database, viewerId: string | null) {
  return db
    .select({ answer: answerColumns, author: authorColumns, myVote: answerVotes.value })
    .from(answers)
    .innerJoin(users, eq(users.id, answers.authorId))
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .leftJoin(answerVotes, myVoteJoin(viewerId));
}

/** Accepted first, then most voted, then oldest (issue 4). One query. */
export async function listAnswersOfQuestion(db: Database, questionId: string, viewerId: string | null) {
  return selectAnswers(db, viewerId)
    .where(and(eq(answers.questionId, questionId), isNull(answers.removedAt), isNull(questions.removedAt)))
    .orderBy(desc(answers.isAccepted), desc(answers.votes), asc(answers.createdAt), asc(answers.id))
    .limit(500);
}

export async function listAnswersByAuthor(
  db: Database,
  authorId: string,
  options: { cursor: Cursor | null; limit: number; viewerId: string | null },
) {
  const conditions = [eq(answers.authorId, authorId), isNull(answers.removedAt), isNull(questions.removedAt)];
  if (options.cursor) {
    conditions.push(
      sql`(${answers.createdAt}, ${answers.id}) < (select created_at, id from answers where id = ${options.cursor.id})`,
    );
  }
  return selectAnswers(db, options.viewerId)
    .where(and(...conditions))
    .orderBy(desc(answers.createdAt), desc(answers.id))
    .limit(options.limit + 1);
}

export async function findAnswer(db: Database, questionId: string, answerId: string, viewerId: string | null) {
  const [row] = await selectAnswers(db, viewerId)
    .where(
      and(
        eq(answers.id, answerId),
        eq(answers.questionId, questionId),
        isNull(answers.removedAt),
        isNull(questions.removedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type AnswerWithAuthor = NonNullable<Awaited<ReturnType<typeof findAnswer>>>;

/** Locks a live answer of a live question for the rest of the transaction. */
export async function lockAnswer(db: Database, questionId: string, answerId: string) {
  const [row] = await db
    .select({ id: answers.id, authorId: answers.authorId, isAccepted: answers.isAccepted, authorIsAi: users.isAi })
    .from(answers)
    .innerJoin(users, eq(users.id, answers.authorId))
    .where(and(eq(answers.id, answerId), eq(answers.questionId, questionId), isNull(answers.removedAt)))
    .for('update', { of: answers });
  return row ?? null;
}

export async function insertAnswer(
  db: Database,
  values: { questionId: string; authorId: string; content: string },
): Promise<string> {
  const [row] = await db.insert(answers).values(values).returning({ id: answers.id });
  if (!row) throw new Error('Inserting an answer returned no row');
  return row.id;
}

export async function setAnswerAccepted(db: Database, answerId: string, isAccepted: boolean): Promise<void> {
  await db.update(answers).set({ isAccepted }).where(eq(answers.id, answerId));
}

export async function markAnswerRemoved(db: Database, answerId: string): Promise<void> {
  await db.update(answers).set({ removedAt: new Date(), isAccepted: false }).where(eq(answers.id, answerId));
}

export async function incrementAnswerViews(db: Database, answerId: string): Promise<number> {
  const [row] = await db
    .update(answers)
    .set({ views: sql`${answers.views} + 1` })
    .where(eq(answers.id, answerId))
    .returning({ views: answers.views });
  return row?.views ?? 0;
}

export async function findAnswerLocation(db: Database, answerId: string) {
  const [row] = await db
    .select({ questionId: answers.questionId })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(eq(answers.id, answerId), isNull(answers.removedAt), isNull(questions.removedAt)));
  return row ?? null;
}

export async function backdateAnswer(db: Database, id: string, createdAt: Date): Promise<void> {
  await db.update(answers).set({ createdAt, updatedAt: createdAt }).where(eq(answers.id, id));
}
