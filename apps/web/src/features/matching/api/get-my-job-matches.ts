import { MATCH_LIMIT_DEFAULT } from '@app/shared/matching/matching.constants';
import { type JobMatch, MyJobMatchesResponseSchema } from '@app/shared/matching/matching.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { hasVisitorToken, visitorTokenTag } from '../../../lib/visitor-token';
import { matchingKeys } from './matching-keys';

/**
 * GET /api/developers/me/matches: the open jobs best suited to my developer profile, with what
 * each asks that the profile does not show. `null` when there is no profile to match: the server's
 * 404, a visitor it does not know (401), or no visitor yet (nothing is asked, no session is made).
 */
export async function getMyJobMatches(limit = MATCH_LIMIT_DEFAULT, signal?: AbortSignal): Promise<JobMatch[] | null> {
  if (!hasVisitorToken()) return null;
  try {
    const search = new URLSearchParams({ limit: String(limit) });
    const response = await apiRequest(`/developers/me/matches?${search}`, {
      schema: MyJobMatchesResponseSchema,
      signal,
    });
    return response.matches;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 401)) return null;
    throw error;
  }
}

export function useMyJobMatches(limit = MATCH_LIMIT_DEFAULT) {
  return useQuery({
    queryKey: matchingKeys.forMe(visitorTokenTag(), limit),
    queryFn: ({ signal }) => getMyJobMatches(limit, signal),
    // Personal, and changed by what the developer does elsewhere (an application, a profile edit).
    staleTime: 0,
  });
}
