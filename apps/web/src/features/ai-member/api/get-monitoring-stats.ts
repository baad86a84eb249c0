import { type MonitoringStats, MonitoringStatsResponseSchema } from '@app/shared/ai-member/ai-member-stats.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiMemberKeys } from './ai-member-keys';

/** GET /api/monitoring/stats: running or stopped, config, last and next run, the last hour. */
export async function getMonitoringStats(signal?: AbortSignal): Promise<MonitoringStats> {
  const response = await apiRequest('/monitoring/stats', {
    schema: MonitoringStatsResponseSchema,
    auth: 'optional',
    signal,
  });
  return response.stats;
}

export function monitoringStatsQueryOptions() {
  return queryOptions({
    queryKey: aiMemberKeys.monitoring(),
    queryFn: ({ signal }) => getMonitoringStats(signal),
    staleTime: 0,
    retryDelay: 300,
  });
}

export function useMonitoringStats() {
  return useQuery(monitoringStatsQueryOptions());
}
