// Grows the community tables to a given number of questions for the scale benchmark, with answers
// and votes in the seed's proportions: 70% of questions have 2 answers, every question 3 votes.
// Titles and bodies draw on 20 topic words so a search matches a realistic share of rows.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { rowsOf } from './db-rows.ts';

const TOPICS = [
  'react',
  'postgres',
  'typescript',
  'fastify',
  'docker',
  'kubernetes',
  'graphql',
  'rust',
  'python',
  'testing',
  'performance',
  'security',
  'design',
  'deploy',
  'authentication',
  'css',
  'mobile',
  'caching',
  'queues',
  'websockets',
];
const AUTHORS = 200;
const BATCH = 5000;

async function countQuestions(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from questions`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

async function ensureAuthors(db: Database): Promise<void> {
  await db.execute(sql`
    insert into users (name, avatar_seed)
    select 'Bench author ' || g, 'bench-author-' || g
    from generate_series(1, ${AUTHORS}::int) g
    where not exists (select 1 from users where avatar_seed like 'bench-author-%')`);
}

async function insertBatch(db: Database, from: number, to: number): Promise<void> {
  const topics = sql.raw(`array[${TOPICS.map((topic) => `'${topic}'`).join(',')}]`);
  await db.execute(sql`
    with authors as (select array_agg(id order by avatar_seed) as ids from users where avatar_seed like 'bench-author-%'),
    words as (select ${topics} as w),
    inserted as (
      insert into questions (author_id, title, content, tags, votes, answers_count, views, created_at, updated_at)
      select
        a.ids[1 + g % ${AUTHORS}::int],
        'How do I use ' || w[1 + g % 20] || ' with ' || w[1 + (g / 20) % 20] || '? (#' || g || ')',
        'Question ' || g || ' about ' || w[1 + g % 20] || ', ' || w[1 + (g / 7) % 20] || ' and ' || w[1 + (g / 13) % 20]
          || '. What is the cleanest way to set this up, and what should I watch out for in production?',
        array[w[1 + g % 20], w[1 + (g / 20) % 20]],
        3,
        case when g % 10 < 3 then 0 else 2 end,
        g % 500,
        now() - g * interval '30 seconds',
        now() - g * interval '30 seconds'
      from generate_series(${from}::int, ${to}::int) g, words, authors a
      returning id, answers_count
    ),
    new_answers as (
      insert into answers (question_id, author_id, content)
      select i.id, a.ids[1 + (abs(hashtext(i.id::text)) + k) % ${AUTHORS}::int], 'A bench answer with a code sample and an explanation.'
      from inserted i cross join generate_series(1, 2) k, authors a
      where i.answers_count = 2
      returning 1
    )
    insert into question_votes (question_id, user_id, value)
    select i.id, a.ids[1 + (abs(hashtext(i.id::text)) + k) % ${AUTHORS}::int], 1
    from inserted i cross join generate_series(0, 2) k, authors a`);
}

/** Adds questions until there are `target`; returns how many were added. */
export async function growQuestions(db: Database, target: number): Promise<number> {
  await ensureAuthors(db);
  const existing = await countQuestions(db);
  for (let from = existing + 1; from <= target; from += BATCH) {
    await insertBatch(db, from, Math.min(target, from + BATCH - 1));
  }
  await db.execute(sql`analyze`);
  return Math.max(0, target - existing);
}
