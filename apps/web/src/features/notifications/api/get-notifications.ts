import { NOTIFICATION_PANEL_SIZE } from '@app/shared/notifications/notifications.constants';
import {
  type ListNotificationsResponse,
  ListNotificationsResponseSchema,
} from '@app/shared/notifications/notifications.schemas';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setUnreadCount } from '../../../lib/live-events-store';
import { readText, STORAGE_KEYS } from '../../../lib/storage';
import { notificationKeys } from './notifications-keys';

export type NotificationsData = InfiniteData<ListNotificationsResponse, unknown>;

const NONE: ListNotificationsResponse = { success: true, notifications: [], nextCursor: null, unreadCount: 0 };

/**
 * GET /api/notifications, newest first. A visitor without a token has none (and no session is made
 * for them). The first page's unread count is the bell's too.
 */
export async function getNotifications(cursor: string | null, signal?: AbortSignal) {
  if (!readText(STORAGE_KEYS.visitorToken)) return NONE;
  const query = new URLSearchParams({ limit: String(NOTIFICATION_PANEL_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const page = await apiRequest(`/notifications?${query}`, { schema: ListNotificationsResponseSchema, signal });
  if (cursor === null) setUnreadCount(page.unreadCount);
  return page;
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Opening the panel shows what is stored now; live events keep it current while it is open.
    staleTime: 0,
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
