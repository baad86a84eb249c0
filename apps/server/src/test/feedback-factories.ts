import { type FeedbackType, pointAwardsFor } from '@app/shared/feedback/feedback.constants';

export const DAY_MS = 86_400_000;

/** A stored feedback row at a chosen moment, with the points postings the rules award it. */
export function buildFeedbackRow(
  userId: string,
  createdAt: Date,
  overrides: { rating?: number; feature?: string; type?: FeedbackType } = {},
) {
  const { rating = 4, feature = 'proto-hub', type = 'general' } = overrides;
  return {
    userId,
    type,
    rating,
    comment: `rated ${rating}`,
    feature,
    source: 'widget' as const,
    createdAt,
    awards: pointAwardsFor(type, rating),
  };
}
