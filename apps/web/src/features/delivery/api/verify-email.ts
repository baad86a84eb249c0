import { AccountEmailResponseSchema } from '@app/shared/delivery/delivery.schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/account/email/verify with the link's token: the token alone says whose address it is,
 * so it works in any browser (the link may open on another device).
 */
export function verifyEmail(token: string) {
  return apiRequest('/account/email/verify', {
    method: 'POST',
    body: { token },
    schema: AccountEmailResponseSchema,
    auth: 'optional',
  });
}
