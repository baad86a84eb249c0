/**
 * The unread messages count for the navigation's Messages entries (issue 41 §5), kept outside
 * TanStack Query so the nav bar shows it without loading the query client with the first page;
 * app/layout/messages-unread-sync.tsx sets it once the page has settled.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let unread = 0;

export function getUnreadMessages(): number {
  return unread;
}

export function subscribeToUnreadMessages(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setUnreadMessages(count: number): void {
  const next = Math.max(0, Math.trunc(count));
  if (next === unread) return;
  unread = next;
  for (const listener of listeners) listener();
}
