import {
  NotificationSettingsResponseSchema,
  type UpdateNotificationSettingsBody,
} from '@app/shared/delivery/delivery.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { visitorTokenTag } from '../../../lib/visitor-token';
import { DELIVERY_AUTH, deliveryKeys } from './delivery-keys';

/** PUT /api/account/notification-settings: answers the settings as stored. */
export function updateNotificationSettings(body: UpdateNotificationSettingsBody) {
  return apiRequest('/account/notification-settings', {
    method: 'PUT',
    body,
    schema: NotificationSettingsResponseSchema,
    auth: DELIVERY_AUTH,
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (response) => queryClient.setQueryData(deliveryKeys.settings(visitorTokenTag()), response),
  });
}
