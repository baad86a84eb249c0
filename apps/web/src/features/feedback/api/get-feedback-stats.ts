import { FeedbackStatsResponseSchema } from '@app/shared/feedback/feedback.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

/** GET /api/feedback/stats: the dashboard's overview numbers. */
export function getFeedbackStats(signal?: AbortSignal) {
  return apiRequest('/feedback/stats', { schema: FeedbackStatsResponseSchema, signal }).then(
    (response) => response.stats,
  );
}

export const feedbackStatsQueryOptions = () =>
  queryOptions({ queryKey: feedbackKeys.stats(), queryFn: ({ signal }) => getFeedbackStats(signal) });

export function useFeedbackStats() {
  return useQuery(feedbackStatsQueryOptions());
}
