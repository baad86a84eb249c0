import {
  FEATURE_CARDS,
  FEEDBACK_ACHIEVEMENTS,
  pointAwardsFor,
  pointsFor,
  type Timeframe,
} from '@app/shared/feedback/feedback.constants';
import type { CreateFeedbackBody, Feedback, ListFeedbackQuery } from '@app/shared/feedback/feedback.schemas';
import { computeFeedbackAnalytics } from '@app/shared/feedback/feedback-analytics';
import { feedbackWindow, isWithin } from '@app/shared/feedback/feedback-window';
import type { User } from '@app/shared/users/users.schemas';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import { decodeCursor, toPage } from '../../lib/cursor.ts';
import {
  achievementCounts,
  featureSummaries,
  feedbackStats,
  findFeedback,
  firstFeedbackOf,
  insertFeedbackWithPoints,
  listFeedbackBetween,
  listFeedbackRows,
  pointsByUser,
} from './feedback.repository.ts';

const DAY_MS = 86_400_000;
type FeedbackRow = NonNullable<Awaited<ReturnType<typeof findFeedback>>>;

function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    type: row.type,
    rating: row.rating,
    comment: row.comment,
    feature: row.feature as Feedback['feature'],
    category: (row.category as Feedback['category']) ?? null,
    source: row.source,
    user: { id: row.user.id, name: row.user.name, avatar: row.user.avatarSeed },
    timestamp: row.createdAt.toISOString(),
  };
}

/** Stores feedback and one points posting per award, together (part-2 §9 points rules). */
export async function submitFeedback(db: Database, visitor: User, body: CreateFeedbackBody) {
  const awards = pointAwardsFor(body.type, body.rating);
  const id = await insertFeedbackWithPoints(db, { ...body, userId: visitor.id }, awards);
  const row = await findFeedback(db, id);
  if (!row) throw notFound('Feedback not found.');
  return { feedback: toFeedback(row), pointsAwarded: pointsFor(body.type, body.rating) };
}

export async function listFeedback(db: Database, query: ListFeedbackQuery) {
  const rows = await listFeedbackRows(db, {
    feature: query.feature,
    type: query.type,
    since: query.since ? new Date(query.since) : undefined,
    before: query.before ? new Date(query.before) : undefined,
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
  });
  const page = toPage(rows, query.limit);
  return {
    feedback: page.items.map(toFeedback),
    nextCursor: page.nextCursor,
  };
}

export async function getFeedbackStats(db: Database) {
  const row = await feedbackStats(db);
  return {
    totalFeedback: row?.total ?? 0,
    averageRating: row?.average ? Math.round(row.average * 10) / 10 : 0,
    positiveFeedback: row?.positive ?? 0,
    negativeFeedback: row?.negative ?? 0,
    featureRequests: row?.featureRequests ?? 0,
    bugReports: row?.bugReports ?? 0,
  };
}

/** The rows behind an analytics answer: this period and the one before, plus first-feedback dates. */
export async function getAnalyticsInputs(db: Database, timeframe: Timeframe, feature: string | undefined, now: Date) {
  const { previousStart, end } = feedbackWindow(timeframe, now);
  const rows = await listFeedbackBetween(db, previousStart, end, feature);
  const firsts = await firstFeedbackOf(db, [...new Set(rows.map((row) => row.userId))]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      rating: row.rating,
      feature: row.feature,
      type: row.type,
      createdAt: row.createdAt.toISOString(),
    })),
    firstFeedbackAt: Object.fromEntries(
      firsts.map((entry) => [entry.userId, new Date(entry.first ?? now).toISOString()]),
    ),
  };
}

export async function getAnalytics(db: Database, timeframe: Timeframe, feature: string | undefined, now = new Date()) {
  const { rows, firstFeedbackAt } = await getAnalyticsInputs(db, timeframe, feature, now);
  return computeFeedbackAnalytics(rows, firstFeedbackAt, timeframe, now);
}

/** Admin export: the same rows the analytics used, as JSON (with the numbers) or CSV (the period's rows). */
export async function exportFeedback(
  db: Database,
  timeframe: Timeframe,
  feature: string | undefined,
  format: 'csv' | 'json',
  now = new Date(),
) {
  const inputs = await getAnalyticsInputs(db, timeframe, feature, now);
  const analytics = computeFeedbackAnalytics(inputs.rows, inputs.firstFeedbackAt, timeframe, now);
  if (format === 'json')
    return {
      contentType: 'application/json',
      body: JSON.stringify({
        generatedAt: now.toISOString(),
        timeframe,
        feature: feature ?? null,
        ...inputs,
        analytics,
      }),
    };
  const { start, end } = feedbackWindow(timeframe, now);
  const rows = inputs.rows
    .filter((row) => isWithin(row.createdAt, start, end))
    .map((row) => [row.id, row.createdAt, row.userId, row.feature, row.type, row.rating]);
  return {
    contentType: 'text/csv; charset=utf-8',
    body: toCsv(['id', 'created_at', 'user_id', 'feature', 'type', 'rating'], rows),
  };
}

function unlockedAchievements(
  counts: { total: number; bugs: number; features: number; distinctFeatures: number } | undefined,
) {
  return FEEDBACK_ACHIEVEMENTS.map((achievement) => {
    const progress = Math.min(counts?.[achievement.metric] ?? 0, achievement.goal);
    return {
      id: achievement.id,
      name: achievement.name,
      description: achievement.description,
      icon: achievement.icon,
      points: achievement.points,
      unlocked: progress >= achievement.goal,
      progress,
      goal: achievement.goal,
    };
  });
}

const PERIOD_DAYS = { all: null, month: 30, week: 7 } as const;

/** Ranks by points from the postings in the period; badges are the unlocked achievements. */
export async function getLeaderboard(
  db: Database,
  period: keyof typeof PERIOD_DAYS,
  viewerId: string | null,
  now = new Date(),
) {
  const days = PERIOD_DAYS[period];
  const standings = await pointsByUser(db, days === null ? null : new Date(now.getTime() - days * DAY_MS));
  const top = standings.slice(0, 10);
  const mineIndex = viewerId ? standings.findIndex((entry) => entry.userId === viewerId) : -1;
  const wanted = [...top.map((entry) => entry.userId), ...(mineIndex >= 10 && viewerId ? [viewerId] : [])];
  const counts = new Map((await achievementCounts(db, wanted)).map((entry) => [entry.userId, entry]));
  const toEntry = (entry: (typeof standings)[number], index: number) => ({
    id: entry.userId,
    name: entry.name,
    avatar: entry.avatarSeed,
    points: entry.points,
    feedbackCount: entry.feedbackCount,
    badges: unlockedAchievements(counts.get(entry.userId))
      .filter((item) => item.unlocked)
      .map((item) => item.name),
    rank: index + 1,
  });
  const mine = mineIndex >= 0 ? standings[mineIndex] : undefined;
  return { period, leaderboard: top.map(toEntry), me: mine ? toEntry(mine, mineIndex) : null };
}

export async function getAchievements(db: Database, viewerId: string | null) {
  const [counts] = viewerId ? await achievementCounts(db, [viewerId]) : [];
  const standings = viewerId ? await pointsByUser(db, null) : [];
  const mine = standings.find((entry) => entry.userId === viewerId);
  return { achievements: unlockedAchievements(counts), points: mine?.points ?? 0, feedbackCount: counts?.total ?? 0 };
}

/** The 12 feature cards with numbers from stored feedback and the 3 latest comments each. */
export async function getFeatureCards(db: Database) {
  const { totals, recentRows } = await featureSummaries(db);
  return FEATURE_CARDS.map((card) => {
    const total = totals.find((entry) => entry.feature === card.feature);
    return {
      id: card.id,
      name: card.name,
      icon: card.icon,
      feature: card.feature,
      status: card.status,
      rating: total ? Math.round(total.average * 10) / 10 : 0,
      feedbackCount: total?.total ?? 0,
      recentFeedback: recentRows
        .filter((row) => row.feature === card.feature)
        .slice(0, 3)
        .map(toFeedback),
    };
  });
}
