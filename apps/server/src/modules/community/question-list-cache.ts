import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { pageAnswerText } from '../../lib/json-text.ts';
import { type ListQuestionsInput, listQuestionTexts } from './questions.service.ts';
import { findViewerVotes } from './votes.repository.ts';

/**
 * A page of the question list as the read cache keeps it beside the answer: each question's text
 * with nobody's vote, and the questions' ids.
 */
export interface QuestionPageParts {
  ids: string[];
  items: string[];
  nextCursor: string | null;
}

/** How the database ends each question's text (questions.repository.ts: `myVote` is its last field). */
const VOTE_ENDING = /"myVote":(?:null|"up"|"down")}$/;
const NOBODYS_VOTE = '"myVote":null}';
const VOTE_TEXT: Readonly<Record<string, string>> = { '1': '"myVote":"up"}', '-1': '"myVote":"down"}' };

export const questionPageBody = (items: readonly string[], nextCursor: string | null) =>
  pageAnswerText('questions', items, nextCursor);

/** The page's texts with the viewer's votes (question id to 1 or -1) written in. */
export function withViewerVotes(parts: QuestionPageParts, votes: Readonly<Record<string, number>>): string[] {
  return parts.items.map((item, index) => {
    const vote = VOTE_TEXT[String(votes[parts.ids[index] ?? ''])];
    return vote ? item.slice(0, -NOBODYS_VOTE.length) + vote : item;
  });
}

/** The texts with nobody's vote; null if one does not end as the database writes it. */
export function withoutVotes(items: readonly string[]): string[] | null {
  const anonymous: string[] = [];
  for (const item of items) {
    if (!VOTE_ENDING.test(item)) return null;
    anonymous.push(item.replace(VOTE_ENDING, NOBODYS_VOTE));
  }
  return anonymous;
}

/**
 * An anonymous page. On a read-cache miss its parts are kept with the stored answer, for the
 * signed-in pages of the same address to build on.
 */
export async function anonymousQuestionPage(db: Database, request: FastifyRequest, input: ListQuestionsInput) {
  const page = await listQuestionTexts(db, input, null);
  if (request.readCacheFill) {
    request.readCacheFill.data = { ids: page.ids, items: page.questions, nextCursor: page.nextCursor };
  }
  return questionPageBody(page.questions, page.nextCursor);
}

/**
 * A signed-in page: the stored anonymous page of the same address with the viewer's own votes
 * written in, when the questions' generation, read with those votes in one snapshot, is still the
 * page's; otherwise the full query, whose page (without the votes) is then stored at the
 * generation read before it. `fromCache` says which (the route's `x-read-cache`). Never stale, and
 * never with an ETag: the answer is the viewer's own (issue 24, bench/findings.md item 23).
 */
export async function viewerQuestionPage(
  app: FastifyInstance,
  request: FastifyRequest,
  input: ListQuestionsInput,
  viewerId: string,
) {
  const key = app.readCache.keyOf(request);
  const stored = app.readCache.stored(key);
  const parts = stored?.data as QuestionPageParts | undefined;
  const now = await findViewerVotes(app.db, viewerId, parts?.ids ?? []);
  if (now && parts && stored?.generation === now.generation) {
    return { body: questionPageBody(withViewerVotes(parts, now.votes), parts.nextCursor), fromCache: true };
  }
  const page = await listQuestionTexts(app.db, input, viewerId);
  const anonymous = withoutVotes(page.questions);
  if (now && anonymous) {
    const fresh: QuestionPageParts = { ids: page.ids, items: anonymous, nextCursor: page.nextCursor };
    app.readCache.store(key, 'questions', now.generation, questionPageBody(anonymous, page.nextCursor), fresh);
  }
  return { body: questionPageBody(page.questions, page.nextCursor), fromCache: false };
}
