import { NOTIFICATION_MESSAGES } from '@app/shared/notifications/notifications.constants';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { BellOff, CheckCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { subscribe } from '../../../lib/live-events-store';
import type { NotificationsData } from '../api/get-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { notificationKeys } from '../api/notifications-keys';
import { NotificationItem } from './notification-item';

export interface NotificationPanelProps {
  id: string;
  onClose(): void;
  /** Goes to a path inside the app (the router's navigation). */
  onNavigate(path: string): void;
}

/** New notifications that arrive while the panel is open go to its top at once. */
function usePrependLive() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribe((notification) =>
        queryClient.setQueryData<NotificationsData>(notificationKeys.latest(), (data) => {
          const [first, ...rest] = data?.pages ?? [];
          if (!data || !first || first.notifications.some((item) => item.id === notification.id)) return data;
          return { ...data, pages: [{ ...first, notifications: [notification, ...first.notifications] }, ...rest] };
        }),
      ),
    [queryClient],
  );
}

/**
 * The notification centre's panel (issue 20 §8): the latest notifications, each a link to where it
 * happened, and "Mark all as read"; notifications only (the visitor's own pages are in the account
 * menu, issue 34 §1). Loaded when the bell is first
 * opened, so the first visit does not download it.
 */
export function NotificationPanel({ id, onClose, onNavigate }: NotificationPanelProps) {
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  usePrependLive();

  useEffect(() => heading.current?.focus(), []);

  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const hasUnread = notifications.some((item) => item.readAt === null) || (query.data?.pages[0]?.unreadCount ?? 0) > 0;

  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    onClose();
    onNavigate(notification.link);
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      data-keeps-clear
      className="fixed inset-x-0 top-16 z-40 flex max-h-[calc(100dvh-4rem)] flex-col border-b border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:max-h-[min(36rem,calc(100dvh-6rem))] sm:w-96 sm:rounded-2xl sm:border"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
          Notifications
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={!hasUnread}
          isLoading={markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables}
          onClick={() => markRead.mutate({ all: true })}
        >
          <CheckCheck className="size-4" aria-hidden />
          {NOTIFICATION_MESSAGES.markAllRead}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <p role="status" className="px-4 py-8 text-center text-sm text-slate-600">
            Loading notifications…
          </p>
        ) : query.isError && notifications.length === 0 ? (
          <div className="p-3">
            <ErrorBanner message={NOTIFICATION_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />
          </div>
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-sm text-slate-600">
            <BellOff className="size-8 text-slate-400" aria-hidden />
            <p>{NOTIFICATION_MESSAGES.empty}</p>
          </div>
        ) : (
          <ul aria-label="Latest notifications" className="divide-y divide-slate-100">
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))}
          </ul>
        )}
        {markRead.isError && (
          <p role="alert" className="px-4 py-2 text-sm text-red-700">
            Could not mark your notifications as read. Please try again.
          </p>
        )}
        {query.hasNextPage && (
          <div className="flex justify-center p-2">
            <Button
              variant="ghost"
              size="sm"
              isLoading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Show more
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
