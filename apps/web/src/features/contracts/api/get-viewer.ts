import { GetMeResponseSchema } from '@app/shared/users/users.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { hasVisitorToken, visitorTokenTag } from '../../../lib/visitor-token';
import { contractsKeys } from './contracts-keys';

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

/** Who is looking: the job's owner gets the proposal form, the developer a note. */
export function useViewerId() {
  return useQuery({
    queryKey: contractsKeys.viewer(visitorTokenTag()),
    queryFn: ({ signal }) => getViewerId(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
