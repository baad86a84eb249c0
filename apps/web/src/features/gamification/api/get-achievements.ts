import { type Achievement, AchievementsResponseSchema } from '@app/shared/gamification/gamification.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';

export type { Achievement };

/** GET /api/gamification/achievements: the eight achievements, earned from real counts. */
export async function getAchievements(signal?: AbortSignal): Promise<Achievement[]> {
  const response = await apiRequest('/gamification/achievements', {
    schema: AchievementsResponseSchema,
    auth: 'optional',
    signal,
  });
  return response.achievements;
}

export function achievementsQueryOptions() {
  return queryOptions({ queryKey: gamificationKeys.achievements(), queryFn: ({ signal }) => getAchievements(signal) });
}

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
