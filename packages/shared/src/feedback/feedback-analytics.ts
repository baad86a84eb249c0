/** Feedback analytics computed from stored rows (issue 9). Pure: the export recomputes the same numbers. */
import { FEEDBACK_FEATURES, sentimentOf, TIMEFRAMES, type Timeframe, trendOf } from './feedback.constants.ts';
import { feedbackWindow, isWithin } from './feedback-window.ts';

const DAY_MS = 86_400_000;

export interface AnalyticsRow {
  userId: string;
  rating: number;
  feature: string;
  createdAt: string;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (rows: readonly AnalyticsRow[]) =>
  rows.length ? round1(rows.reduce((sum, row) => sum + row.rating, 0) / rows.length) : null;

/** Percentages that sum to exactly 100 (largest remainder), or all 0 with no feedback. */
function percentages(counts: number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const raw = counts.map((count) => (count / total) * 100);
  const floors = raw.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = raw
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing--;
  }
  return floors;
}

/** The UTC day (YYYY-MM-DD) of a moment. */
const dayOf = (value: string | Date) => new Date(value).toISOString().slice(0, 10);

/**
 * `rows` cover the period and the one before it; `firstFeedbackAt` is each user's first feedback
 * ever (for new versus returning users).
 */
export function computeFeedbackAnalytics(
  rows: readonly AnalyticsRow[],
  firstFeedbackAt: Readonly<Record<string, string>>,
  timeframe: Timeframe,
  now: Date,
) {
  const days = TIMEFRAMES[timeframe];
  // The period is the last N calendar days (UTC) including today, so the daily chart adds up to the total.
  const bounds = feedbackWindow(timeframe, now);
  const inPeriod = rows.filter((row) => isWithin(row.createdAt, bounds.start, bounds.end));
  const inPrevious = rows.filter((row) => isWithin(row.createdAt, bounds.previousStart, bounds.start));

  const [positive = 0, neutral = 0, negative = 0] = percentages(
    (['positive', 'neutral', 'negative'] as const).map(
      (kind) => inPeriod.filter((row) => sentimentOf(row.rating) === kind).length,
    ),
  );

  const feedbackTrends = Array.from({ length: days }, (_, index) => {
    const date = dayOf(new Date(bounds.start.getTime() + index * DAY_MS));
    const dayRows = inPeriod.filter((row) => dayOf(row.createdAt) === date);
    return { date, count: dayRows.length, averageRating: average(dayRows) ?? 0 };
  });

  const featurePerformance = FEEDBACK_FEATURES.flatMap(({ id }) => {
    const current = inPeriod.filter((row) => row.feature === id);
    if (current.length === 0) return [];
    const rating = average(current) ?? 0;
    return [
      {
        feature: id,
        rating,
        feedbackCount: current.length,
        trend: trendOf(rating, average(inPrevious.filter((row) => row.feature === id))),
      },
    ];
  }).sort((a, b) => b.feedbackCount - a.feedbackCount);

  const users = [...new Set(inPeriod.map((row) => row.userId))];
  const newUsers = users.filter((user) => {
    const first = firstFeedbackAt[user];
    return first !== undefined && Date.parse(first) >= bounds.start.getTime();
  }).length;

  return {
    timeframe,
    /** The rows counted are exactly those created in [start, end); exports ask for the same bounds. */
    period: { start: bounds.start.toISOString(), end: bounds.end.toISOString() },
    totalFeedback: inPeriod.length,
    averageRating: average(inPeriod) ?? 0,
    sentimentDistribution: { positive, neutral, negative },
    feedbackTrends,
    featurePerformance,
    userEngagement: {
      newUsers,
      returningUsers: users.length - newUsers,
      feedbackPerUser: users.length ? round1(inPeriod.length / users.length) : 0,
    },
  };
}

export type FeedbackAnalytics = ReturnType<typeof computeFeedbackAnalytics>;
