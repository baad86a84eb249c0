import { PushPublicKeyResponseSchema, type PushSubscriptionBody } from '@app/shared/delivery/delivery.schemas';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { DELIVERY_AUTH } from './delivery-keys';

const SavedSchema = z.object({ success: z.literal(true) });

/** GET /api/push/public-key: the server's VAPID key, the applicationServerKey of a subscription. */
export async function getPushPublicKey() {
  return (await apiRequest('/push/public-key', { schema: PushPublicKeyResponseSchema, auth: 'none' })).publicKey;
}

/** POST /api/push/subscriptions: this device gets pushes. */
export function savePushSubscription(body: PushSubscriptionBody) {
  return apiRequest('/push/subscriptions', { method: 'POST', body, schema: SavedSchema, auth: DELIVERY_AUTH });
}

/** DELETE /api/push/subscriptions: this device gets none any more. */
export function removePushSubscription(endpoint: string) {
  return apiRequest('/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: SavedSchema,
    auth: DELIVERY_AUTH,
  });
}
