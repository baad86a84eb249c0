import type { Notification } from '@app/shared/notifications/notifications.schemas';

/**
 * What the live events client (live-events.ts) knows, kept apart from it so the nav bar's bell can
 * show the unread count without loading the client, zod or the API client with the first visit
 * (DESIGN.md §8 budget). The client loads after the first paint, and only for a visitor with a token.
 */
type Listener = () => void;
export type NotificationListener = (notification: Notification) => void;

let unreadCount = 0;
const countListeners = new Set<Listener>();
const notificationListeners = new Set<NotificationListener>();

export function getUnreadCount(): number {
  return unreadCount;
}

/** For useSyncExternalStore; the server snapshot is 0 (a pre-rendered page knows no visitor). */
export function subscribeToUnreadCount(listener: Listener): () => void {
  countListeners.add(listener);
  return () => countListeners.delete(listener);
}

export function setUnreadCount(count: number): void {
  const next = Math.max(0, Math.trunc(count));
  if (next === unreadCount) return;
  unreadCount = next;
  for (const listener of countListeners) listener();
}

/** Every new notification for this visitor, live from the stream or found by the fallback poll. */
export function subscribe(listener: NotificationListener): () => void {
  notificationListeners.add(listener);
  return () => notificationListeners.delete(listener);
}

export function publishNotification(notification: Notification): void {
  for (const listener of notificationListeners) listener(notification);
}
