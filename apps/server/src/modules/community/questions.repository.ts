import type { QuestionSort } from '@app/shared/community/community.constants';
import { and, arrayContains, desc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { isoTime } from '../../db/json-sql.ts';
import { preparedStatements } from '../../db/prepared-statements.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { users } from '../users/users.tables.ts';
import { questions, questionVotes } from './community.tables.ts';

export type QuestionRow = typeof questions.$inferSelect;

/**
 * A question exactly as the API sends it (`Question` in @app/shared), written as JSON text by the
 * database: its author, its state and the viewer's vote (the joined `question_votes` row). A page
 * of them is sent as it comes, with no row mapping, no response validation and no serialising in
 * the server, which cost more than the query itself on the signed-in list (issue 24,
 * bench/findings.md item 16). `row_to_json` writes compact JSON in the columns' order.
 */
const questionJson = sql<string>`(select row_to_json(q)::text from (select
  ${questions.id} as id, ${questions.title} as title, ${questions.content} as content,
  (select row_to_json(a) from (select ${users.id} as id, ${users.name} as name, ${users.avatarSeed} as avatar,
    ${users.reputation} as reputation, ${users.isAi} as "isAI") a) as author,
  ${questions.tags} as tags, ${questions.votes} as votes, ${questions.answersCount} as answers,
  ${questions.views} as views, ${isoTime(questions.createdAt)} as "createdAt",
  ${isoTime(questions.updatedAt)} as "updatedAt", ${questions.acceptedAnswerId} is not null as "isAnswered",
  ${questions.isFeatured} as "isFeatured", ${questions.acceptedAnswerId} as "acceptedAnswerId",
  case ${questionVotes.value} when 1 then 'up' when -1 then 'down' end as "myVote") q)`;

/** A page's row: the question's JSON, and what its cursor is made of. */
const pageRow = { json: questionJson, id: questions.id, votes: questions.votes, views: questions.views };

export interface QuestionListFilter {
  sort: QuestionSort;
  tags: string[];
  search?: string;
  authorId?: string;
  cursor: Cursor | null;
  limit: number;
  viewerId: string | null;
}

/** The sort column for keyset paging; null for created_at-only sorts. */
function sortColumn(sort: QuestionSort) {
  if (sort === 'votes') return questions.votes;
  if (sort === 'views') return questions.views;
  return null;
}

/**
 * A value of the filter as the statement carries it: itself in a statement built for one request,
 * or a named placeholder in a prepared one (its value comes with each execution).
 */
type Bind = <T>(name: keyof PageValues, value: T) => T | Placeholder;

const inline: Bind = (_name, value) => value;
const placeholder: Bind = (name) => sql.placeholder(name);

function myVoteJoin(viewerId: string | null, bind: Bind = inline): SQL {
  return viewerId
    ? (and(eq(questionVotes.questionId, questions.id), eq(questionVotes.userId, bind('viewerId', viewerId))) ??
        sql`false`)
    : sql`false`;
}

/**
 * How many rows, in the page's order, a search first looks through. A full page of matches in
 * this window is exactly the first page of all matches (every row past the window comes later in
 * the order), found by walking the order's index a bounded distance. Otherwise the words are rare
 * and the full-text index finds every match. Either way a search never walks the whole table,
 * which a word matching nothing would otherwise make it do (docs/performance.md).
 */
export const SEARCH_WINDOW = 1000;

/** One query per page (two for a rare search): questions, their authors and the viewer's vote. */
export async function listQuestions(db: Database, filter: QuestionListFilter, searchWindow = SEARCH_WINDOW) {
  if (!filter.search) return selectPreparedPage(db, filter);
  const windowed = await selectSearchWindowPage(db, filter, filter.search, searchWindow);
  return windowed.length > filter.limit ? windowed : selectRareSearchPage(db, filter, filter.search);
}

type OrderColumn = AnyPgColumn | SQL;
interface OrderColumns {
  id: OrderColumn;
  createdAt: OrderColumn;
  votes: OrderColumn;
  views: OrderColumn;
}

/** The page order, newest first within equal sort values; keyset paging follows the same order. */
function pageOrder(sort: QuestionSort, columns: OrderColumns) {
  const column = sort === 'votes' ? columns.votes : sort === 'views' ? columns.views : null;
  return column
    ? [desc(column), desc(columns.createdAt), desc(columns.id)]
    : [desc(columns.createdAt), desc(columns.id)];
}

/** Every condition but the search words. */
function pageConditions(filter: QuestionListFilter, bind: Bind = inline): SQL[] {
  const column = sortColumn(filter.sort);
  const conditions: SQL[] = [isNull(questions.removedAt)];
  if (filter.sort === 'unanswered') conditions.push(eq(questions.answersCount, 0));
  if (filter.tags.length > 0) conditions.push(arrayContains(questions.tags, bind('tags', filter.tags)));
  if (filter.authorId) conditions.push(eq(questions.authorId, bind('authorId', filter.authorId)));
  if (filter.cursor) {
    const anchor = sql`(select created_at, id from questions where id = ${bind('cursorId', filter.cursor.id)})`;
    conditions.push(
      column
        ? sql`(${column}, ${questions.createdAt}, ${questions.id}) < (select ${bind('cursorValue', filter.cursor.value ?? 0)}::int, a.created_at, a.id from ${anchor} a)`
        : sql`(${questions.createdAt}, ${questions.id}) < (select a.created_at, a.id from ${anchor} a)`,
    );
  }
  return conditions;
}

/** The values a prepared page statement takes with each execution. */
type PageValues = {
  viewerId: string | null;
  tags: string[];
  authorId: string | null;
  cursorId: string | null;
  cursorValue: number;
};

/**
 * The page without search words, prepared once per statement shape (sort, which filters are set)
 * and database handle: a signed-in list is the common request, and building the statement cost
 * more than running it (issue 24, bench/findings.md). On PostgreSQL a named statement is also
 * parsed and planned once per connection instead of on every request.
 */
const preparedPages = preparedStatements<ReturnType<typeof preparePage>>();

function preparePage(db: Database, filter: QuestionListFilter, name: string) {
  return pageQuery(db, filter, { bind: placeholder, order: pageOrder(filter.sort, questions) }).prepare(name);
}

function selectPreparedPage(db: Database, filter: QuestionListFilter) {
  const shape = [
    filter.sort,
    filter.viewerId ? 'viewer' : '',
    filter.tags.length > 0 ? 'tags' : '',
    filter.authorId ? 'author' : '',
    filter.cursor ? 'cursor' : '',
    filter.limit,
  ].join('_');
  const statement = preparedPages(db, shape, () => preparePage(db, filter, `questions_page_${shape}`));
  const values: PageValues = {
    viewerId: filter.viewerId,
    tags: filter.tags,
    authorId: filter.authorId ?? null,
    cursorId: filter.cursor?.id ?? null,
    cursorValue: filter.cursor?.value ?? 0,
  };
  return statement.execute(values);
}

const matchesWords = (search: AnyPgColumn, words: string) =>
  sql`${search} @@ websearch_to_tsquery('english', ${words})`;

/**
 * A page: questions, their authors and the viewer's vote, under every filter and `words`, in
 * `order`. `bind` says whether the values are written in or are a prepared statement's placeholders.
 * The limit is always written in: a generic plan then knows how few rows the page needs.
 */
function pageQuery(
  db: Database,
  filter: QuestionListFilter,
  options: { bind: Bind; order: ReturnType<typeof pageOrder>; words?: string },
) {
  const conditions = pageConditions(filter, options.bind);
  if (options.words) conditions.push(matchesWords(questions.search, options.words));
  return db
    .select(pageRow)
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .leftJoin(questionVotes, myVoteJoin(filter.viewerId, options.bind))
    .where(and(...conditions))
    .orderBy(...options.order)
    .limit(filter.limit + 1);
}

/**
 * A search whose words are rare: ordered by an expression no index serves, so the planner takes
 * the full-text index and sorts the (few) matches instead of walking every row.
 */
function selectRareSearchPage(db: Database, filter: QuestionListFilter, words: string) {
  const order = pageOrder(filter.sort, {
    id: questions.id,
    createdAt: sql`${questions.createdAt} + interval '0 seconds'`,
    votes: sql`${questions.votes} + 0`,
    views: sql`${questions.views} + 0`,
  });
  return pageQuery(db, filter, { bind: inline, order, words });
}

/**
 * The first `searchWindow` rows in page order (every condition but the words), then the words.
 * The window carries only the order keys and the search vector; the matches join back for the rest.
 */
function selectSearchWindowPage(db: Database, filter: QuestionListFilter, words: string, searchWindow: number) {
  const window = db
    .select({
      id: questions.id,
      createdAt: questions.createdAt,
      votes: questions.votes,
      views: questions.views,
      search: questions.search,
    })
    .from(questions)
    .where(and(...pageConditions(filter)))
    .orderBy(...pageOrder(filter.sort, questions))
    .limit(searchWindow)
    .as('search_window');
  return db
    .select(pageRow)
    .from(window)
    .innerJoin(questions, eq(questions.id, window.id))
    .innerJoin(users, eq(users.id, questions.authorId))
    .leftJoin(questionVotes, myVoteJoin(filter.viewerId))
    .where(matchesWords(window.search, words))
    .orderBy(...pageOrder(filter.sort, window))
    .limit(filter.limit + 1);
}

/** The question as the API sends it, as JSON text; null when there is none (or it was removed). */
export async function findQuestionJson(db: Database, id: string, viewerId: string | null) {
  const [row] = await db
    .select({ json: questionJson })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .leftJoin(questionVotes, myVoteJoin(viewerId))
    .where(and(eq(questions.id, id), isNull(questions.removedAt)))
    .limit(1);
  return row?.json ?? null;
}

/** Locks a live question for the rest of the transaction (votes, answers, acceptance). */
export async function lockQuestion(db: Database, id: string) {
  const [row] = await db
    .select({
      id: questions.id,
      authorId: questions.authorId,
      acceptedAnswerId: questions.acceptedAnswerId,
      authorIsAi: users.isAi,
    })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.authorId))
    .where(and(eq(questions.id, id), isNull(questions.removedAt)))
    .for('update', { of: questions });
  return row ?? null;
}

export async function insertQuestion(
  db: Database,
  values: { authorId: string; title: string; content: string; tags: string[]; isFeatured?: boolean },
): Promise<string> {
  const [row] = await db.insert(questions).values(values).returning({ id: questions.id });
  if (!row) throw new Error('Inserting a question returned no row');
  return row.id;
}

export async function updateQuestionFields(
  db: Database,
  id: string,
  changes: Partial<Pick<QuestionRow, 'title' | 'content' | 'tags'>>,
): Promise<void> {
  await db
    .update(questions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(questions.id, id));
}

export async function markQuestionRemoved(db: Database, id: string): Promise<boolean> {
  const removed = await db
    .update(questions)
    .set({ removedAt: new Date() })
    .where(and(eq(questions.id, id), isNull(questions.removedAt)))
    .returning({ id: questions.id });
  return removed.length > 0;
}

export async function setAcceptedAnswer(db: Database, questionId: string, answerId: string | null): Promise<void> {
  await db.update(questions).set({ acceptedAnswerId: answerId }).where(eq(questions.id, questionId));
}

/** Recomputes the total from the vote rows (DESIGN.md §5). */
export async function recountAnswers(db: Database, questionId: string): Promise<void> {
  await db
    .update(questions)
    .set({
      answersCount: sql`(select count(*)::int from answers where answers.question_id = ${questionId} and answers.removed_at is null)`,
    })
    .where(eq(questions.id, questionId));
}

export async function incrementQuestionViews(db: Database, id: string): Promise<number> {
  const [row] = await db
    .update(questions)
    .set({ views: sql`${questions.views} + 1` })
    .where(eq(questions.id, id))
    .returning({ views: questions.views });
  return row?.views ?? 0;
}

export async function findQuestionViews(db: Database, id: string): Promise<number | null> {
  const [row] = await db
    .select({ views: questions.views })
    .from(questions)
    .where(and(eq(questions.id, id), isNull(questions.removedAt)));
  return row?.views ?? null;
}

/** For seeding realistic ages and counts. */
export async function backdateQuestion(
  db: Database,
  id: string,
  createdAt: Date,
  views: number,
  isFeatured = false,
): Promise<void> {
  await db.update(questions).set({ createdAt, updatedAt: createdAt, views, isFeatured }).where(eq(questions.id, id));
}
