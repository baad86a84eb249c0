import { useSyncExternalStore } from 'react';
import { readText, STORAGE_KEYS } from '../../../lib/storage';

/**
 * Which visitor this browser holds, for the account page: the stored token's tail (never the
 * token), or null. It changes when this page signs in or out (`announceVisitorChange`) and when
 * another tab does (the storage event).
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const readTokenTag = () => readText(STORAGE_KEYS.visitorToken)?.slice(-8) ?? null;

export function useVisitorTokenTag(): string | null {
  return useSyncExternalStore(subscribe, readTokenTag, () => null);
}

export function announceVisitorChange(): void {
  for (const listener of listeners) listener();
}
