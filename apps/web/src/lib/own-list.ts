import { ApiRequestError } from './api-error';
import { hasVisitorToken } from './visitor-token';

/**
 * A list of the visitor's own things. A browser with no visitor yet (or one the server no longer
 * knows: 401) has none, so it gets the empty page instead of an error or a new session.
 */
export async function readOwnList<T extends { nextCursor: string | null }>(
  empty: T,
  read: () => Promise<T>,
): Promise<T> {
  if (!hasVisitorToken()) return empty;
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return empty;
    throw error;
  }
}

/** The query string of one page: `limit`, the cursor when there is one, and any filters. */
export function pageSearch(limit: number, cursor: string | null, filters: Record<string, string> = {}): string {
  const search = new URLSearchParams({ limit: String(limit), ...filters });
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}
