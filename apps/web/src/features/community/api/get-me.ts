import { GetMeResponseSchema, type User } from '@app/shared/users/users.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { readText, STORAGE_KEYS } from '../../../lib/storage';
import { communityKeys } from './community-keys';

/** GET /api/users/me: who this visitor is, or null before their first write (no token yet). */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  if (!readText(STORAGE_KEYS.visitorToken)) return null;
  try {
    const response = await apiRequest('/users/me', { schema: GetMeResponseSchema, signal });
    return response.user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The visitor, to know who asked a question (Accept) and who wrote a post (no voting on your own).
 * Keyed by the token's tail, so the first write (which creates the token) brings a fresh answer.
 */
export function useMe() {
  const tokenTag = readText(STORAGE_KEYS.visitorToken)?.slice(-8) ?? null;
  return useQuery({
    queryKey: communityKeys.me(tokenTag),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Infinity,
  });
}
