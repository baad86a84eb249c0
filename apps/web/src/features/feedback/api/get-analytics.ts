import type { Timeframe } from '@app/shared/feedback/feedback.constants';
import { FeedbackAnalyticsResponseSchema } from '@app/shared/feedback/feedback.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type FeedbackAnalyticsData = z.infer<typeof FeedbackAnalyticsResponseSchema>['analytics'];

export interface AnalyticsParams {
  timeframe: Timeframe;
  feature: string | null;
}

/** GET /api/feedback/analytics: the numbers of one timeframe, optionally for one feature. */
export async function getAnalytics(params: AnalyticsParams, signal?: AbortSignal): Promise<FeedbackAnalyticsData> {
  const search = new URLSearchParams({ timeframe: params.timeframe });
  if (params.feature) search.set('feature', params.feature);
  const response = await apiRequest(`/feedback/analytics?${search}`, {
    schema: FeedbackAnalyticsResponseSchema,
    signal,
  });
  return response.analytics;
}

export function analyticsQueryOptions(params: AnalyticsParams) {
  return queryOptions({
    queryKey: ['feedback', 'analytics', params] as const,
    queryFn: ({ signal }) => getAnalytics(params, signal),
    // Switching timeframe keeps the last numbers on screen (no layout jump) until the new ones land.
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(params: AnalyticsParams) {
  return useQuery(analyticsQueryOptions(params));
}
