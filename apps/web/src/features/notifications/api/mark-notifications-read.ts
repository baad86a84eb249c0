import {
  type MarkNotificationsReadBody,
  MarkNotificationsReadResponseSchema,
} from '@app/shared/notifications/notifications.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setUnreadCount } from '../../../lib/live-events-store';
import type { NotificationsData } from './get-notifications';
import { notificationKeys } from './notifications-keys';

/** POST /api/notifications/read with `{ ids }` or `{ all: true }`; answers the unread count that is left. */
export function markNotificationsRead(body: MarkNotificationsReadBody) {
  // Only a visitor with notifications gets here: never make a session for it.
  return apiRequest('/notifications/read', {
    method: 'POST',
    body,
    schema: MarkNotificationsReadResponseSchema,
    auth: 'optional',
  });
}

/** The list shows them read and the bell shows what is left, even if the panel closed meanwhile. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unreadCount }, body) => {
      setUnreadCount(unreadCount);
      const ids = 'ids' in body ? new Set(body.ids) : null;
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationsData>(notificationKeys.latest(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unreadCount,
                notifications: page.notifications.map((item) =>
                  item.readAt === null && (ids === null || ids.has(item.id)) ? { ...item, readAt } : item,
                ),
              })),
            }
          : data,
      );
    },
  });
}
