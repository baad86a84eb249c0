import { readJson, STORAGE_KEYS } from './storage';
import { visitorTokenTag } from './visitor-token';

/**
 * What the account button shows (issue 34 §1): the member's initials on their avatar's colour,
 * kept in the browser so the nav bar draws them without loading the API client with the first
 * page (DESIGN.md §8). Stored with the token's tail: another visitor's badge is never shown.
 * Written by account-badge-store.ts, which only the lazily loaded parts import.
 */
export interface AccountBadge {
  initials: string;
  colour: string;
  tokenTag: string;
  /** Saved with a passkey (issue 41 §4): the header then offers no "Sign in". */
  isSaved: boolean;
}

const listeners = new Set<() => void>();
let cached: AccountBadge | null = null;

/** The badge of the visitor this browser holds now, or null (none yet, or another visitor's). */
export function getAccountBadge(): AccountBadge | null {
  const stored = readJson<AccountBadge | null>(STORAGE_KEYS.accountBadge, null);
  const badge = stored && stored.tokenTag === visitorTokenTag() ? stored : null;
  // The same object while nothing changed, as useSyncExternalStore needs.
  if (
    cached?.initials !== badge?.initials ||
    cached?.colour !== badge?.colour ||
    cached?.tokenTag !== badge?.tokenTag ||
    cached?.isSaved !== badge?.isSaved
  )
    cached = badge ? { ...badge, isSaved: badge.isSaved === true } : null;
  return cached;
}

export function subscribeToAccountBadge(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function announceAccountBadge(): void {
  for (const listener of listeners) listener();
}
