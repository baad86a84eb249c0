import { type HealthResponse, HealthResponseSchema } from '@app/shared/ops/health.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiMemberKeys } from './ai-member-keys';

/** GET /api/health: 200 with the database up, 503 when the database cannot be reached. */
export function getHealth(signal?: AbortSignal): Promise<HealthResponse> {
  return apiRequest('/health', { schema: HealthResponseSchema, auth: 'optional', signal });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: aiMemberKeys.health(),
    queryFn: ({ signal }) => getHealth(signal),
    // A status light: say Disconnected at once rather than after retries, and keep checking.
    retry: false,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
