import { GetMeResponseSchema } from '@app/shared/users/users.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { ApiRequestError } from './api-error';
import { hasVisitorToken, visitorTokenTag } from './visitor-token';

/** The viewer's id, per token: a new token (sign-in, recovery) is a new viewer. */
export const viewerIdKey = (tokenTag: string | null) => ['viewer-id', tokenTag] as const;

/** GET /api/users/me: the visitor's user id, or null before their first write (no token yet). */
export async function getViewerId(signal?: AbortSignal): Promise<string | null> {
  if (!hasVisitorToken()) return null;
  try {
    return (await apiRequest('/users/me', { schema: GetMeResponseSchema, signal })).user.id;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Who is looking: to tell my own jobs, profile and contracts from everyone else's. One query for
 * every feature that asks (the marketplace pages, the contract proposal).
 */
export function useViewerId() {
  return useQuery({
    queryKey: viewerIdKey(visitorTokenTag()),
    queryFn: ({ signal }) => getViewerId(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
