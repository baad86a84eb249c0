import { UnsubscribeResponseSchema } from '@app/shared/delivery/delivery.schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/email/unsubscribe?token=: turns off the group's email the mail was about, without signing in. */
export function unsubscribe(token: string) {
  return apiRequest(`/email/unsubscribe?${new URLSearchParams({ token })}`, {
    method: 'POST',
    schema: UnsubscribeResponseSchema,
    auth: 'none',
  });
}
