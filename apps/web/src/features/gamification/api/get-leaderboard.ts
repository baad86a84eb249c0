import type { LeaderboardPeriod } from '@app/shared/gamification/gamification.constants';
import { GamificationLeaderboardResponseSchema } from '@app/shared/gamification/gamification.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';

export type GamificationLeaderboard = z.infer<typeof GamificationLeaderboardResponseSchema>;
export type { GamificationLeaderboardEntry } from '@app/shared/gamification/gamification.schemas';

/** GET /api/gamification/leaderboard?period=: the top developers of a period, plus the caller's own row. */
export function getLeaderboard(period: LeaderboardPeriod, signal?: AbortSignal): Promise<GamificationLeaderboard> {
  return apiRequest(`/gamification/leaderboard?period=${period}`, {
    schema: GamificationLeaderboardResponseSchema,
    auth: 'optional',
    signal,
  });
}

export function leaderboardQueryOptions(period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: gamificationKeys.leaderboard(period),
    queryFn: ({ signal }) => getLeaderboard(period, signal),
    // Switching period keeps the previous list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery(leaderboardQueryOptions(period));
}
