import { type Reward, RewardsResponseSchema } from '@app/shared/gamification/gamification.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';

export type { Reward };
export type RewardsResponse = z.infer<typeof RewardsResponseSchema>;

/** GET /api/gamification/rewards: the six rewards with their state, and the visitor's points. */
export function getRewards(signal?: AbortSignal): Promise<RewardsResponse> {
  return apiRequest('/gamification/rewards', { schema: RewardsResponseSchema, auth: 'optional', signal });
}

export function rewardsQueryOptions() {
  return queryOptions({ queryKey: gamificationKeys.rewards(), queryFn: ({ signal }) => getRewards(signal) });
}

export function useRewards() {
  return useQuery(rewardsQueryOptions());
}
