import { MATCH_LIMIT_MAX } from '@app/shared/matching/matching.constants';
import { JobMatchesResponseSchema } from '@app/shared/matching/matching.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { matchingKeys } from './matching-keys';

/** GET /api/jobs/:id/matches: the developers best suited to one of my jobs, best first (its owner only). */
export async function getJobMatches(jobId: string, limit = MATCH_LIMIT_MAX, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: String(limit) });
  const response = await apiRequest(`/jobs/${encodeURIComponent(jobId)}/matches?${search}`, {
    schema: JobMatchesResponseSchema,
    signal,
  });
  return response.matches;
}

/**
 * Always the most the server gives (30): one answer serves the count ("5 developers match this
 * job"), the first three names and the section's best ten, which a "Not a fit" then refills.
 */
export function jobMatchesQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: matchingKeys.forJob(jobId),
    queryFn: ({ signal }) => getJobMatches(jobId, MATCH_LIMIT_MAX, signal),
    // Developers apply and profiles change elsewhere: fresh on every visit.
    staleTime: 0,
  });
}

export function useJobMatches(jobId: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...jobMatchesQueryOptions(jobId), enabled: isEnabled });
}
