import type { Feedback } from '@app/shared/feedback/feedback.schemas';
import type { FeedbackAnalyticsData } from '../../api/get-analytics';
import { toCsv } from './csv';
import { featureLabel } from './feature-label';

/** Metrics, daily trends and feature performance, as sections of one CSV file. */
export function analyticsToCsv(analytics: FeedbackAnalyticsData, feature: string | null): string {
  const { sentimentDistribution: sentiment, userEngagement: engagement } = analytics;
  return toCsv([
    ['section', 'metric', 'value'],
    ['summary', 'timeframe', analytics.timeframe],
    ['summary', 'feature', feature ? featureLabel(feature) : 'All features'],
    ['summary', 'total feedback', analytics.totalFeedback],
    ['summary', 'average rating', analytics.averageRating],
    ['summary', 'positive %', sentiment.positive],
    ['summary', 'neutral %', sentiment.neutral],
    ['summary', 'negative %', sentiment.negative],
    ['summary', 'new users', engagement.newUsers],
    ['summary', 'returning users', engagement.returningUsers],
    ['summary', 'feedback per user', engagement.feedbackPerUser],
    [],
    ['date', 'count', 'average rating'],
    ...analytics.feedbackTrends.map((day) => [day.date, day.count, day.averageRating]),
    [],
    ['feature', 'rating', 'feedback count', 'trend'],
    ...analytics.featurePerformance.map((row) => [featureLabel(row.feature), row.rating, row.feedbackCount, row.trend]),
  ]);
}

export function feedbackToCsv(rows: readonly Feedback[]): string {
  return toCsv([
    ['id', 'date', 'type', 'rating', 'feature', 'category', 'source', 'user', 'comment'],
    ...rows.map((row) => [
      row.id,
      row.timestamp,
      row.type,
      row.rating,
      featureLabel(row.feature),
      row.category,
      row.source,
      row.user.name,
      row.comment,
    ]),
  ]);
}
