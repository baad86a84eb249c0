import { type DeveloperProfile, MaybeDeveloperResponseSchema } from '@app/shared/developers/developers.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { hasVisitorToken, visitorTokenTag } from '../../../lib/visitor-token';
import { developersKeys } from './developers-keys';

/** GET /api/developers/mine: the viewer's own profile, or null when they have none or no token yet. */
export async function getMyProfile(signal?: AbortSignal): Promise<DeveloperProfile | null> {
  if (!hasVisitorToken()) return null;
  try {
    return (await apiRequest('/developers/mine', { schema: MaybeDeveloperResponseSchema, signal })).developer;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** Whether the directory says "Your profile" (with its page) or "Create your profile" (issue 41 §3). */
export function useMyProfile() {
  return useQuery({
    queryKey: developersKeys.mine(visitorTokenTag()),
    queryFn: ({ signal }) => getMyProfile(signal),
    retry: false,
  });
}
