import { GetMeResponseSchema } from '@app/shared/users/users.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { hasVisitorToken, visitorTokenTag } from '../../../lib/visitor-token';
import { applicationsKeys } from './applications-keys';

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

/** Who is looking: to tell my own jobs and my own profile from everyone else's. */
export function useViewerId() {
  return useQuery({
    queryKey: applicationsKeys.viewer(visitorTokenTag()),
    queryFn: ({ signal }) => getViewerId(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
