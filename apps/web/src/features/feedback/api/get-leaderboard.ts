import { LeaderboardResponseSchema } from '@app/shared/feedback/feedback.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { readText, STORAGE_KEYS } from '../../../lib/storage';

export type LeaderboardPeriod = z.infer<typeof LeaderboardResponseSchema>['period'];
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;
export type LeaderboardEntry = LeaderboardResponse['leaderboard'][number];

/** GET /api/feedback/leaderboard: the ranking of one period, plus the caller's own row. */
export function getLeaderboard(period: LeaderboardPeriod, signal?: AbortSignal): Promise<LeaderboardResponse> {
  return apiRequest(`/feedback/leaderboard?period=${period}`, {
    schema: LeaderboardResponseSchema,
    auth: 'optional',
    signal,
  });
}

export function leaderboardQueryOptions(period: LeaderboardPeriod) {
  // Keyed by the token's tail: `me` belongs to whoever holds the token.
  const tokenTag = readText(STORAGE_KEYS.visitorToken)?.slice(-8) ?? null;
  return queryOptions({
    queryKey: ['feedback', 'leaderboard', period, tokenTag] as const,
    queryFn: ({ signal }) => getLeaderboard(period, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery(leaderboardQueryOptions(period));
}
