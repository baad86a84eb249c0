import { GetMeResponseSchema } from '@app/shared/users/users.schemas';
import { setAccountBadge } from '../../lib/account-badge-store';
import { apiRequest } from '../../lib/api-client';
import { ApiRequestError } from '../../lib/api-error';

/**
 * GET /api/users/me once for a visitor whose badge is not stored yet: their initials and colour for the
 * account button. Loaded after the first paint, only for a
 * visitor with a token (a new visitor downloads nothing for it). A token the server no longer
 * takes clears the badge; a failure of the network leaves it for the next page.
 */
export async function loadAccountBadge(): Promise<void> {
  try {
    const { user } = await apiRequest('/users/me', { schema: GetMeResponseSchema, auth: 'optional' });
    setAccountBadge(user);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) setAccountBadge(null);
  }
}
