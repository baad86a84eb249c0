import { ViewResponseSchema } from '@app/shared/community/community.schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/prototypes/:id/view: counts one view when the live prototype is opened (the server
 * counts a visitor, or an IP, once a day). No token needed: looking never creates an account.
 */
export function recordPrototypeView(id: string) {
  return apiRequest(`/prototypes/${encodeURIComponent(id)}/view`, {
    method: 'POST',
    schema: ViewResponseSchema,
    auth: 'optional',
  });
}
