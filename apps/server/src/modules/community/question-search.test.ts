import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { insertUser } from '../users/users.repository.ts';
import { backdateQuestion, insertQuestion, listQuestions, type QuestionListFilter } from './questions.repository.ts';

/**
 * A search looks through a bounded window of the newest rows first and falls back to the
 * full-text index when the window holds less than a page (questions.repository.ts). Whatever the
 * window, the answer must be exactly the matches in page order: checked here against the truth
 * computed in memory, for windows smaller than, around and larger than the table.
 */
const QUESTIONS = 60;
const BASE_TIME = Date.parse('2026-01-01T00:00:00Z');

let handle: DatabaseHandle;
let drop: () => Promise<void>;
/** Every question, newest first, with whether it mentions each word. */
const truth: { id: string; votes: number; createdAt: number; alpha: boolean; beta: boolean }[] = [];

beforeAll(async () => {
  ({ database: handle, drop } = await openTestDatabase());
  await migrateDatabase(handle);
  const author = await insertUser(handle.db, { name: 'Search author', avatarSeed: 'search-author' });
  for (let index = 0; index < QUESTIONS; index += 1) {
    // "alpha" in every other question (common); "beta" only in the three oldest (rare).
    const alpha = index % 2 === 0;
    const beta = index >= QUESTIONS - 3;
    const words = [alpha ? 'alpha' : 'gamma', beta ? 'beta' : 'delta'].join(' and ');
    const id = await insertQuestion(handle.db, {
      authorId: author.id,
      title: `Question ${index} about ${words}`,
      content: `Some text about ${words} for the search test.`,
      tags: ['search'],
    });
    const createdAt = BASE_TIME - index * 60_000;
    await backdateQuestion(handle.db, id, new Date(createdAt), 0);
    truth.push({ id, votes: 0, createdAt, alpha, beta });
  }
}, 60_000);

afterAll(async () => {
  await drop();
});

const filter = (search: string, limit = 20): QuestionListFilter => ({
  sort: 'newest',
  tags: [],
  search,
  cursor: null,
  limit,
  viewerId: null,
});

const ids = (rows: Awaited<ReturnType<typeof listQuestions>>) => rows.map((row) => row.id);

describe('question search', () => {
  for (const window of [5, 10, 41, 42, 1000]) {
    it(`finds exactly the newest matches with a window of ${window} rows`, async () => {
      const alpha = truth.filter((row) => row.alpha).map((row) => row.id);
      const beta = truth.filter((row) => row.beta).map((row) => row.id);
      // One more than the page, which is how the service knows there is a next page.
      expect(ids(await listQuestions(handle.db, filter('alpha'), window))).toEqual(alpha.slice(0, 21));
      expect(ids(await listQuestions(handle.db, filter('beta'), window))).toEqual(beta);
      expect(ids(await listQuestions(handle.db, filter('zeppelin'), window))).toEqual([]);
    });
  }

  it('pages through every match with the keyset cursor, whatever the window', async () => {
    const alpha = truth.filter((row) => row.alpha).map((row) => row.id);
    const seen: string[] = [];
    let cursor: QuestionListFilter['cursor'] = null;
    for (;;) {
      const rows = await listQuestions(handle.db, { ...filter('alpha', 7), cursor }, 10);
      const page = rows.slice(0, 7);
      seen.push(...ids(page));
      const last = page.at(-1);
      if (rows.length <= 7 || !last) break;
      cursor = { id: last.id, value: null };
    }
    expect(seen).toEqual(alpha);
  });

  it('orders matches by votes when asked, in the window and in the fallback alike', async () => {
    const [top] = truth.filter((row) => row.alpha).slice(-1);
    if (!top) throw new Error('no fixture');
    // The oldest "alpha" question gets the most votes: it must come first under sort=votes.
    await handle.db.execute(sql`update questions set votes = 5 where id = ${top.id}`);
    for (const window of [5, 1000]) {
      const rows = await listQuestions(handle.db, { ...filter('alpha'), sort: 'votes' }, window);
      expect(rows[0]?.id).toBe(top.id);
    }
  });
});
