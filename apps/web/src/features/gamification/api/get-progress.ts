import { type Progress, ProgressResponseSchema } from '@app/shared/gamification/gamification.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';

export type { Progress };

/** GET /api/gamification/progress: points, level and activity counts (zeros for a new visitor). */
export async function getProgress(signal?: AbortSignal): Promise<Progress> {
  const response = await apiRequest('/gamification/progress', {
    schema: ProgressResponseSchema,
    auth: 'optional',
    signal,
  });
  return response.progress;
}

export function progressQueryOptions() {
  return queryOptions({ queryKey: gamificationKeys.progress(), queryFn: ({ signal }) => getProgress(signal) });
}

export function useProgress() {
  return useQuery(progressQueryOptions());
}
