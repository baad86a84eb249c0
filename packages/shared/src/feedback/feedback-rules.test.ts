import { describe, expect, it } from 'vitest';
import {
  CONTEXTUAL_RATING_LABELS,
  featureForPath,
  pointAwardsFor,
  pointsFor,
  ratingClass,
  sentimentOf,
  trendOf,
  WIDGET_RATING_LABELS,
} from './feedback.constants.ts';
import { computeFeedbackAnalytics } from './feedback-analytics.ts';
import { feedbackWindow, isWithin } from './feedback-window.ts';

describe('feedback rules', () => {
  it.each([
    [5, 'positive'],
    [4, 'positive'],
    [3, 'neutral'],
    [2, 'negative'],
    [1, 'negative'],
  ] as const)('rating %d is %s', (rating, sentiment) => {
    expect(sentimentOf(rating)).toBe(sentiment);
  });

  it.each([
    [4.5, 'excellent'],
    [4.49, 'good'],
    [4, 'good'],
    [3.5, 'average'],
    [3.49, 'poor'],
  ] as const)('average %d is %s', (rating, label) => {
    expect(ratingClass(rating)).toBe(label);
  });

  it('labels the widget ratings 1-5 Very Poor to Excellent, and the contextual 3 Neutral', () => {
    expect(WIDGET_RATING_LABELS).toEqual(['Very Poor', 'Poor', 'Average', 'Good', 'Excellent']);
    expect(CONTEXTUAL_RATING_LABELS).toEqual(['Very Poor', 'Poor', 'Neutral', 'Good', 'Excellent']);
    expect(WIDGET_RATING_LABELS.map((_, index) => sentimentOf(index + 1))).toEqual([
      'negative',
      'negative',
      'neutral',
      'positive',
      'positive',
    ]);
  });

  it('awards +5 for every submission, on top +10 for a bug, +8 for a feature, +3 for 4 stars or more', () => {
    expect(pointsFor('general', 3)).toBe(5);
    expect(pointsFor('improvement', 4)).toBe(8);
    expect(pointsFor('bug', 2)).toBe(15);
    expect(pointsFor('bug', 4)).toBe(18);
    expect(pointsFor('feature', 3)).toBe(13);
    expect(pointsFor('feature', 5)).toBe(16);
  });

  it('keeps each award apart, one posting each', () => {
    expect(pointAwardsFor('bug', 5)).toEqual([
      { reason: 'submitted', points: 5 },
      { reason: 'bug', points: 10 },
      { reason: 'highRating', points: 3 },
    ]);
    expect(pointAwardsFor('general', 1)).toEqual([{ reason: 'submitted', points: 5 }]);
  });

  it('calls a move of more than 0.2 a trend', () => {
    expect(trendOf(4.3, 4.0)).toBe('up');
    expect(trendOf(3.7, 4.0)).toBe('down');
    expect(trendOf(4.2, 4.0)).toBe('stable');
    expect(trendOf(4.0, null)).toBe('stable');
  });

  it('derives the feature from the path', () => {
    expect(featureForPath('/chat')).toBe('ai-project-assistant');
    expect(featureForPath('/developers')).toBe('developer-directory');
    expect(featureForPath('/landing-page')).toBe('prototype-service');
    expect(featureForPath('/pipeline-dashboard')).toBe('pipeline-dashboard');
    expect(featureForPath('/')).toBe('general-platform');
    expect(featureForPath('/coding-education')).toBe('general-platform');
  });
});

describe('feedbackWindow', () => {
  it('spans the last N calendar days in UTC up to and including now', () => {
    const now = new Date('2026-11-21T12:00:00.000Z');
    const week = feedbackWindow('7d', now);
    expect(week.start.toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-11-21T12:00:00.001Z');
    expect(week.previousStart.toISOString()).toBe('2026-11-08T00:00:00.000Z');
    expect(feedbackWindow('1y', now).start.toISOString()).toBe('2025-11-22T00:00:00.000Z');
  });

  it('puts 23:59:59.999 of the day before outside and 00:00 of the first day inside', () => {
    const { start, end } = feedbackWindow('7d', new Date('2026-11-21T12:00:00.000Z'));
    expect(isWithin('2026-11-14T23:59:59.999Z', start, end)).toBe(false);
    expect(isWithin('2026-11-15T00:00:00.000Z', start, end)).toBe(true);
    expect(isWithin('2026-11-21T12:00:00.000Z', start, end)).toBe(true);
    expect(isWithin('2026-11-21T12:00:00.001Z', start, end)).toBe(false);
  });
});

describe('computeFeedbackAnalytics', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const rows = [
    { userId: 'a', rating: 5, feature: 'proto-hub', createdAt: at(0.5) },
    { userId: 'a', rating: 4, feature: 'proto-hub', createdAt: at(1.5) },
    { userId: 'b', rating: 3, feature: 'task-manager', createdAt: at(2.5) },
    { userId: 'c', rating: 1, feature: 'proto-hub', createdAt: at(7) },
    { userId: 'a', rating: 2, feature: 'proto-hub', createdAt: at(9) }, // previous 7 days
  ];
  const firstFeedbackAt = { a: at(9), b: at(2.5), c: at(7) };

  it('computes totals, sentiment, trends, features and engagement for the last 7 calendar days', () => {
    // The period is 2026-11-15 to 2026-11-21; the row 7 days ago (11-14) belongs to the previous one.
    const analytics = computeFeedbackAnalytics(rows, firstFeedbackAt, '7d', now);
    expect(analytics.period).toEqual({ start: '2026-11-15T00:00:00.000Z', end: '2026-11-21T12:00:00.001Z' });
    expect(analytics.totalFeedback).toBe(3);
    expect(analytics.averageRating).toBe(4);
    expect(analytics.sentimentDistribution).toEqual({ positive: 67, neutral: 33, negative: 0 });
    expect(analytics.feedbackTrends).toHaveLength(7);
    expect(analytics.feedbackTrends[0]?.date).toBe('2026-11-15');
    expect(analytics.feedbackTrends.at(-1)).toEqual({ date: '2026-11-21', count: 1, averageRating: 5 });
    expect(analytics.feedbackTrends.reduce((sum, day) => sum + day.count, 0)).toBe(analytics.totalFeedback);
    expect(analytics.featurePerformance).toEqual([
      { feature: 'proto-hub', rating: 4.5, feedbackCount: 2, trend: 'up' },
      { feature: 'task-manager', rating: 3, feedbackCount: 1, trend: 'stable' },
    ]);
    expect(analytics.userEngagement).toEqual({ newUsers: 1, returningUsers: 1, feedbackPerUser: 1.5 });
  });

  it('keeps percentages summing to 100 and empty periods at zero', () => {
    const three = computeFeedbackAnalytics(rows.slice(0, 3), firstFeedbackAt, '7d', now);
    const { positive, neutral, negative } = three.sentimentDistribution;
    expect(positive + neutral + negative).toBe(100);
    const none = computeFeedbackAnalytics([], {}, '30d', now);
    expect(none).toMatchObject({
      totalFeedback: 0,
      averageRating: 0,
      sentimentDistribution: { positive: 0, neutral: 0, negative: 0 },
    });
    expect(none.feedbackTrends).toHaveLength(30);
  });
});
