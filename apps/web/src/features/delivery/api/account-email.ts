import { AccountEmailResponseSchema, type SetEmailBody } from '@app/shared/delivery/delivery.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { visitorTokenTag } from '../../../lib/visitor-token';
import { DELIVERY_AUTH, deliveryKeys } from './delivery-keys';
import type { getNotificationSettings } from './get-notification-settings';

type Settings = Awaited<ReturnType<typeof getNotificationSettings>>;

/** POST /api/account/email: sends a verification link to the address (202); it waits until opened. */
export function setAccountEmail(body: SetEmailBody) {
  return apiRequest('/account/email', {
    method: 'POST',
    body,
    schema: AccountEmailResponseSchema,
    auth: DELIVERY_AUTH,
  });
}

/** DELETE /api/account/email: no address any more (confirmed or waiting); nothing is mailed. */
export function removeAccountEmail() {
  return apiRequest('/account/email', { method: 'DELETE', schema: AccountEmailResponseSchema, auth: DELIVERY_AUTH });
}

/** Both answer the address as it stands: the settings show it at once. */
function useEmailMutation<V>(mutationFn: (variables: V) => ReturnType<typeof setAccountEmail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ email }) =>
      queryClient.setQueryData<Settings>(deliveryKeys.settings(visitorTokenTag()), (data) =>
        data ? { ...data, email } : data,
      ),
  });
}

export const useSetAccountEmail = () => useEmailMutation(setAccountEmail);
export const useRemoveAccountEmail = () => useEmailMutation(removeAccountEmail);
