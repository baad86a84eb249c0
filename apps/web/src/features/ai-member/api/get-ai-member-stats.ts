import { type AiMemberStats, AiMemberStatsResponseSchema } from '@app/shared/ai-member/ai-member-stats.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiMemberKeys } from './ai-member-keys';

/** GET /api/ai-community-member/stats: the generator in use, totals and the latest engagements. */
export async function getAiMemberStats(signal?: AbortSignal): Promise<AiMemberStats> {
  const response = await apiRequest('/ai-community-member/stats', {
    schema: AiMemberStatsResponseSchema,
    auth: 'optional',
    signal,
  });
  return response.stats;
}

export function aiMemberStatsQueryOptions() {
  return queryOptions({
    queryKey: aiMemberKeys.stats(),
    queryFn: ({ signal }) => getAiMemberStats(signal),
    staleTime: 0,
    retryDelay: 300,
  });
}

export function useAiMemberStats() {
  return useQuery(aiMemberStatsQueryOptions());
}
