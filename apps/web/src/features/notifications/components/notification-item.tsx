import { formatRelativeAge } from '@app/shared/format/format';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { cn } from '../../../components/ui/cn';

interface NotificationItemProps {
  notification: Notification;
  onOpen(notification: Notification): void;
}

/** One notification: a link to where it happened, bold with a dot while unread. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const isUnread = notification.readAt === null;
  return (
    <li>
      <a
        href={notification.link}
        onClick={(event) => {
          // A modified click opens a new tab as usual; a plain one stays in the app.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(notification);
        }}
        className={cn(
          'flex gap-3 px-4 py-3 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          isUnread && 'bg-brand-50/60',
        )}
      >
        <span
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-brand-600' : 'bg-transparent')}
          aria-hidden
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('text-slate-900', isUnread ? 'font-semibold' : 'font-medium')}>
            {isUnread && <span className="sr-only">Unread: </span>}
            {notification.title}
          </span>
          {notification.body && <span className="line-clamp-2 break-words text-slate-700">{notification.body}</span>}
          <time dateTime={notification.createdAt} className="text-xs text-slate-600">
            {formatRelativeAge(notification.createdAt)}
          </time>
        </span>
      </a>
    </li>
  );
}
