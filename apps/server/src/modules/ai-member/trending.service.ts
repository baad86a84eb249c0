import { and, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questions } from '../community/community.tables.ts';

const DAY_MS = 86_400_000;
const STOPWORDS = new Set(
  'a an and are as at be best build building but by can do does for from get have how i if in is it its my of on or should the to use using what when which who why will with without you your vs between difference before after into more than that this'.split(
    ' ',
  ),
);

export interface TrendingTopic {
  topic: string;
  kind: 'tag' | 'term';
  count: number;
  previousCount: number;
  /** count - previousCount */
  change: number;
}

function termsOf(title: string): string[] {
  return [
    ...new Set(
      title
        .toLowerCase()
        .replace(/[^a-z0-9+#.\s-]/g, ' ')
        .split(/\s+/)
        .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
        .filter((word) => word.length > 2 && !STOPWORDS.has(word)),
    ),
  ];
}

/** Pure: tags and title terms of the last 7 days against the 7 before, most mentioned first. */
export function rankTrending(
  rows: { title: string; tags: string[]; createdAt: Date }[],
  now: Date,
  limit = 10,
): TrendingTopic[] {
  const weekStart = now.getTime() - 7 * DAY_MS;
  const counts = new Map<string, { kind: 'tag' | 'term'; count: number; previousCount: number }>();
  const add = (key: string, kind: 'tag' | 'term', recent: boolean) => {
    const entry = counts.get(`${kind}:${key}`) ?? { kind, count: 0, previousCount: 0 };
    if (recent) entry.count += 1;
    else entry.previousCount += 1;
    counts.set(`${kind}:${key}`, entry);
  };
  for (const row of rows) {
    const recent = row.createdAt.getTime() > weekStart;
    for (const tag of new Set(row.tags)) add(tag, 'tag', recent);
    for (const term of termsOf(row.title)) add(term, 'term', recent);
  }
  return [...counts.entries()]
    .map(([key, entry]) => ({
      topic: key.slice(key.indexOf(':') + 1),
      ...entry,
      change: entry.count - entry.previousCount,
    }))
    .filter((entry) => entry.count > 0)
    .sort(
      (a, b) =>
        b.count - a.count || b.change - a.change || (a.kind === 'tag' ? -1 : 1) || a.topic.localeCompare(b.topic),
    )
    .slice(0, limit);
}

/** Trending topics from the questions asked in the last 14 days. */
export async function computeTrending(db: Database, now = new Date()): Promise<TrendingTopic[]> {
  const since = new Date(now.getTime() - 14 * DAY_MS);
  const rows = await db
    .select({ title: questions.title, tags: questions.tags, createdAt: questions.createdAt })
    .from(questions)
    .where(
      and(
        gte(questions.createdAt, since),
        lt(questions.createdAt, sql`${now.toISOString()}::timestamptz`),
        isNull(questions.removedAt),
      ),
    );
  return rankTrending(rows, now);
}
