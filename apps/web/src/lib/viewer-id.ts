import { GetMeResponseSchema, type User } from '@app/shared/users/users.schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { ApiRequestError } from './api-error';
import { hasVisitorToken, visitorTokenTag } from './visitor-token';

/** The viewer, per token: a new token (the first write, sign-in, recovery) is a new viewer. */
export const viewerKey = (tokenTag: string | null) => ['viewer', tokenTag] as const;

/** GET /api/users/me: who this visitor is, or null before their first write (no token yet). */
export async function getViewer(signal?: AbortSignal): Promise<User | null> {
  if (!hasVisitorToken()) return null;
  try {
    return (await apiRequest('/users/me', { schema: GetMeResponseSchema, signal })).user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

const viewerQuery = () => ({
  queryKey: viewerKey(visitorTokenTag()),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getViewer(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * Who is looking: to tell my own jobs, profile, posts and contracts from everyone else's, and
 * whether I chose a name yet. One query for every feature that asks.
 */
export function useViewer() {
  return useQuery(viewerQuery());
}

/** The viewer's id alone (the same query). */
export function useViewerId() {
  return useQuery({ ...viewerQuery(), select: (viewer: User | null) => viewer?.id ?? null });
}

/** The viewer now: the cached answer, or asked once. */
export function fetchViewer(queryClient: QueryClient): Promise<User | null> {
  return queryClient.fetchQuery(viewerQuery());
}

/** After the viewer changed themselves (a new name): every reader sees it at once. */
export function setViewer(queryClient: QueryClient, viewer: User): void {
  queryClient.setQueryData(viewerKey(visitorTokenTag()), viewer);
}
