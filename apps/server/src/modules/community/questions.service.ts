import type { QuestionSort } from '@app/shared/community/community.constants';
import type { CreateQuestionBody, Question, UpdateQuestionBody } from '@app/shared/community/community.schemas';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import {
  findQuestionJson,
  findQuestionViews,
  incrementQuestionViews,
  insertQuestion,
  listQuestions as listQuestionRows,
  markQuestionRemoved,
  updateQuestionFields,
} from './questions.repository.ts';
import { claimView } from './views.repository.ts';

export const QUESTION_NOT_FOUND = 'No question with this id.';

export interface ListQuestionsInput {
  sort: QuestionSort;
  tag: string[];
  q?: string;
  limit: number;
  cursor?: string;
  authorId?: string;
}

/**
 * A page of questions, each as the JSON text the database wrote (questions.repository.ts's
 * `questionJson`), for the list route to send as it is, their ids, and the next page's cursor.
 */
export async function listQuestionTexts(db: Database, input: ListQuestionsInput, viewerId: string | null) {
  const rows = await listQuestionRows(db, {
    sort: input.sort,
    tags: input.tag,
    search: input.q || undefined,
    authorId: input.authorId,
    cursor: decodeCursor(input.cursor),
    limit: input.limit,
    viewerId,
  });
  const page = toPage(rows, input.limit, (row) => ({
    value: input.sort === 'votes' ? row.votes : input.sort === 'views' ? row.views : null,
    id: row.id,
  }));
  return {
    ids: page.items.map((row) => row.id),
    questions: page.items.map((row) => row.json),
    nextCursor: page.nextCursor,
  };
}

/** The same page as objects, for the server's own readers (the AI member, analytics). */
export async function listQuestions(db: Database, input: ListQuestionsInput, viewerId: string | null) {
  const page = await listQuestionTexts(db, input, viewerId);
  return { questions: page.questions.map((json) => JSON.parse(json) as Question), nextCursor: page.nextCursor };
}

export async function getQuestion(db: Database, id: string, viewerId: string | null): Promise<Question> {
  const json = await findQuestionJson(db, id, viewerId);
  if (json === null) throw notFound(QUESTION_NOT_FOUND);
  return JSON.parse(json) as Question;
}

export async function createQuestion(db: Database, author: User, body: CreateQuestionBody): Promise<Question> {
  // In a transaction, so a keyed request's claim is marked committed with it (commit-marker.ts).
  const id = await db.transaction((tx) => insertQuestion(tx, { authorId: author.id, ...body }));
  return getQuestion(db, id, author.id);
}

/** Authors edit their own questions; the admin may edit any (DESIGN.md §4). */
async function requireOwnQuestion(db: Database, actor: Actor, id: string) {
  const question = await getQuestion(db, id, null);
  if (!actor.isAdmin && question.author.id !== actor.visitor?.id)
    throw forbidden('You can only change your own questions.');
  return question;
}

export async function updateQuestion(db: Database, actor: Actor, id: string, body: UpdateQuestionBody) {
  await requireOwnQuestion(db, actor, id);
  await updateQuestionFields(db, id, body);
  return getQuestion(db, id, actor.visitor?.id ?? null);
}

export async function deleteQuestion(db: Database, actor: Actor, id: string): Promise<void> {
  await requireOwnQuestion(db, actor, id);
  await markQuestionRemoved(db, id);
}

/** Moderation: hides a question from every list (reports' remove-content). */
export async function removeQuestion(db: Database, id: string): Promise<boolean> {
  return markQuestionRemoved(db, id);
}

/** Counts a view at most once per viewer per 24 h. */
export async function recordQuestionView(db: Database, id: string, viewerKey: string) {
  return db.transaction(async (tx) => {
    const current = await findQuestionViews(tx, id);
    if (current === null) throw notFound(QUESTION_NOT_FOUND);
    const counted = await claimView(tx, { contentType: 'question', contentId: id, viewerKey });
    return { views: counted ? await incrementQuestionViews(tx, id) : current, counted };
  });
}

export async function questionExists(db: Database, id: string): Promise<boolean> {
  return (await findQuestionViews(db, id)) !== null;
}
