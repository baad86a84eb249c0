/**
 * In-process announcements that a user's identity changed (a session ended or was updated, the
 * user row changed): the session caches of this process forget that user at once. Other processes
 * hear the same change from the database (migration 0018's trigger, channel `identity`), delivered
 * at commit; this process hears its own writes here as soon as they are made, so a request that
 * follows a sign-out on the same process never finds the ended session (issue 24).
 */
type Listener = (userId: string) => void;

const listeners = new Set<Listener>();

export function announceIdentityChange(userId: string): void {
  for (const listener of listeners) listener(userId);
}

/** Returns the unsubscribe. */
export function onIdentityChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The database channel migration 0018 announces on, with the user's id as the payload. */
export const IDENTITY_CHANNEL = 'identity';
