import { REPUTATION } from '@app/shared/community/community.constants';
import type { Answer, CreateAnswerBody } from '@app/shared/community/community.schemas';
import { questionPath } from '@app/shared/navigation/marketplace-paths';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import { notifyUsers, previewOf } from '../notifications/notifications.service.ts';
import { adjustReputation } from '../users/users.service.ts';
import {
  findAnswer,
  findAnswerLocation,
  incrementAnswerViews,
  insertAnswer,
  listAnswersByAuthor,
  listAnswersOfQuestion,
  lockAnswer,
  markAnswerRemoved,
  setAnswerAccepted,
} from './answers.repository.ts';
import { toAnswer } from './community.mappers.ts';
import { lockQuestion, recountAnswers, setAcceptedAnswer } from './questions.repository.ts';
import { getQuestion, QUESTION_NOT_FOUND, questionExists } from './questions.service.ts';
import { claimView } from './views.repository.ts';

const ANSWER_NOT_FOUND = 'No answer with this id on this question.';

export async function listAnswers(db: Database, questionId: string, viewerId: string | null): Promise<Answer[]> {
  if (!(await questionExists(db, questionId))) throw notFound(QUESTION_NOT_FOUND);
  return (await listAnswersOfQuestion(db, questionId, viewerId)).map(toAnswer);
}

export async function listAnswersOfUser(
  db: Database,
  authorId: string,
  query: { limit: number; cursor?: string },
  viewerId: string | null,
) {
  const rows = await listAnswersByAuthor(db, authorId, {
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
    viewerId,
  });
  const page = toPage(rows.map(toAnswer), query.limit);
  return { answers: page.items, nextCursor: page.nextCursor };
}

/**
 * Adds an answer and raises the question's answer count in the same transaction, which also tells
 * the asker (AI members' answers too; an AI asker is never told, nobody reads its notifications).
 */
export async function createAnswer(db: Database, author: User, questionId: string, body: CreateAnswerBody) {
  const answerId = await db.transaction(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    const id = await insertAnswer(tx, { questionId, authorId: author.id, content: body.content });
    await recountAnswers(tx, questionId);
    if (question.authorId !== author.id && !question.authorIsAi) {
      await notifyUsers(tx, [
        {
          userId: question.authorId,
          kind: 'answer.new',
          title: `New answer from ${author.name}`,
          body: previewOf(body.content),
          link: questionPath(questionId),
          data: { questionId, answerId: id },
        },
      ]);
    }
    return id;
  });
  const row = await findAnswer(db, questionId, answerId, author.id);
  if (!row) throw notFound(ANSWER_NOT_FOUND);
  return toAnswer(row);
}

/** +15 to the answer's author, unless the author is an AI or answered their own question. */
async function rewardAcceptance(
  db: Database,
  answer: { authorId: string; authorIsAi: boolean },
  askerId: string,
  sign: 1 | -1,
) {
  if (answer.authorIsAi || answer.authorId === askerId) return;
  await adjustReputation(db, answer.authorId, sign * REPUTATION.acceptedAnswer);
}

/**
 * The asker accepts one answer (toggle). Accepting another moves the acceptance, and its
 * reputation, from the previous answer.
 */
export async function toggleAcceptedAnswer(db: Database, asker: User, questionId: string, answerId: string) {
  await db.transaction(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    if (question.authorId !== asker.id) throw forbidden('Only the person who asked can accept an answer.');
    const answer = await lockAnswer(tx, questionId, answerId);
    if (!answer) throw notFound(ANSWER_NOT_FOUND);

    if (question.acceptedAnswerId === answerId) {
      await setAnswerAccepted(tx, answerId, false);
      await setAcceptedAnswer(tx, questionId, null);
      await rewardAcceptance(tx, answer, asker.id, -1);
      return;
    }
    if (question.acceptedAnswerId) {
      const previous = await lockAnswer(tx, questionId, question.acceptedAnswerId);
      if (previous) {
        await setAnswerAccepted(tx, previous.id, false);
        await rewardAcceptance(tx, previous, asker.id, -1);
      }
    }
    await setAnswerAccepted(tx, answerId, true);
    await setAcceptedAnswer(tx, questionId, answerId);
    await rewardAcceptance(tx, answer, asker.id, 1);
    if (answer.authorId !== asker.id && !answer.authorIsAi) {
      await notifyUsers(tx, [
        {
          userId: answer.authorId,
          kind: 'answer.accepted',
          title: 'Your answer was accepted',
          body: (await getQuestion(tx, questionId, null)).title,
          link: questionPath(questionId),
          data: { questionId, answerId },
        },
      ]);
    }
  });
  const row = await findAnswer(db, questionId, answerId, asker.id);
  if (!row) throw notFound(ANSWER_NOT_FOUND);
  return { question: await getQuestion(db, questionId, asker.id), answer: toAnswer(row) };
}

/** Moderation: hides an answer, undoing its acceptance and recounting the question's answers. */
export async function removeAnswer(db: Database, answerId: string): Promise<boolean> {
  const location = await findAnswerLocation(db, answerId);
  if (!location) return false;
  await db.transaction(async (tx) => {
    const question = await lockQuestion(tx, location.questionId);
    const answer = question ? await lockAnswer(tx, location.questionId, answerId) : null;
    if (!question || !answer) return;
    if (question.acceptedAnswerId === answerId) {
      await setAcceptedAnswer(tx, question.id, null);
      await rewardAcceptance(tx, answer, question.authorId, -1);
    }
    await markAnswerRemoved(tx, answerId);
    await recountAnswers(tx, question.id);
  });
  return true;
}

export async function answerExists(db: Database, answerId: string): Promise<boolean> {
  return (await findAnswerLocation(db, answerId)) !== null;
}

export async function recordAnswerView(db: Database, questionId: string, answerId: string, viewerKey: string) {
  return db.transaction(async (tx) => {
    const row = await findAnswer(tx, questionId, answerId, null);
    if (!row) throw notFound(ANSWER_NOT_FOUND);
    const counted = await claimView(tx, { contentType: 'answer', contentId: answerId, viewerKey });
    return { views: counted ? await incrementAnswerViews(tx, answerId) : row.answer.views, counted };
  });
}
