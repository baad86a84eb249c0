import { readText, STORAGE_KEYS } from './storage';

/** Whether this browser has a visitor yet: without one there is nothing of theirs to list. */
export function hasVisitorToken(): boolean {
  return readText(STORAGE_KEYS.visitorToken) !== null;
}

/** The token's tail, to key what depends on who the visitor is (a new token brings a fresh answer). */
export function visitorTokenTag(): string | null {
  return readText(STORAGE_KEYS.visitorToken)?.slice(-8) ?? null;
}
