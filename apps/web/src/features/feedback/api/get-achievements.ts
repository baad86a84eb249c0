import { FEEDBACK_ACHIEVEMENTS } from '@app/shared/feedback/feedback.constants';
import { AchievementsResponseSchema } from '@app/shared/feedback/feedback.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { readText, STORAGE_KEYS } from '../../../lib/storage';

export type AchievementsResponse = z.infer<typeof AchievementsResponseSchema>;
export type Achievement = AchievementsResponse['achievements'][number];

/** A visitor without a token has given no feedback: everything locked, nothing earned. */
function lockedAchievements(): AchievementsResponse {
  return {
    success: true,
    achievements: FEEDBACK_ACHIEVEMENTS.map(({ metric: _metric, ...achievement }) => ({
      ...achievement,
      unlocked: false,
      progress: 0,
    })),
    points: 0,
    feedbackCount: 0,
  };
}

/** GET /api/feedback/achievements; reading it never creates a visitor token. */
export async function getAchievements(signal?: AbortSignal): Promise<AchievementsResponse> {
  if (!readText(STORAGE_KEYS.visitorToken)) return lockedAchievements();
  try {
    return await apiRequest('/feedback/achievements', { schema: AchievementsResponseSchema, auth: 'optional', signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return lockedAchievements();
    throw error;
  }
}

export function achievementsQueryOptions() {
  const tokenTag = readText(STORAGE_KEYS.visitorToken)?.slice(-8) ?? null;
  return queryOptions({
    queryKey: ['feedback', 'achievements', tokenTag] as const,
    queryFn: ({ signal }) => getAchievements(signal),
  });
}

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
