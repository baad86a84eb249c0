import { NotificationSettingsResponseSchema } from '@app/shared/delivery/delivery.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DELIVERY_AUTH, deliveryKeys } from './delivery-keys';

/** GET /api/account/notification-settings: per group, email and push; the digest's hour; the email address. */
export function getNotificationSettings(signal?: AbortSignal) {
  return apiRequest('/account/notification-settings', {
    schema: NotificationSettingsResponseSchema,
    auth: DELIVERY_AUTH,
    signal,
  });
}

export function useNotificationSettings(tokenTag: string | null) {
  return useQuery({
    queryKey: deliveryKeys.settings(tokenTag),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    enabled: tokenTag !== null,
    staleTime: 0,
  });
}
