import { useSyncExternalStore } from 'react';
import { getAccountBadge } from './account-badge';
import { readJson, writeJson } from './storage';

/** The offer (issue 41 §4), after a visitor's first commitment: a job published, an application sent, a contract accepted. */
export const PASSKEY_NUDGE_TEXT = 'Save your account with a passkey to come back on any device';
const KEY = 'passkey_nudge';
/** Asked again at most once a week. */
export const PASSKEY_NUDGE_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

const listeners = new Set<() => void>();
let isShown = false;

function setShown(shown: boolean) {
  isShown = shown;
  for (const listener of listeners) listener();
}

/** Whether the offer may be made now: never to a saved account, and not twice in a week. */
export function mayOfferPasskey(now: number, lastOfferedAt: number | null, isSaved: boolean): boolean {
  if (isSaved) return false;
  return lastOfferedAt === null || now - lastOfferedAt >= PASSKEY_NUDGE_INTERVAL_MS;
}

/** After a commitment succeeded: shows the offer when it may be made. */
export function offerPasskeyNudge(now = Date.now()): void {
  const last = readJson<{ lastOfferedAt: number } | null>(KEY, null)?.lastOfferedAt ?? null;
  if (!mayOfferPasskey(now, last, getAccountBadge()?.isSaved === true)) return;
  writeJson(KEY, { lastOfferedAt: now });
  setShown(true);
}

export function dismissPasskeyNudge(): void {
  setShown(false);
}

export function usePasskeyNudge(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isShown,
    () => false,
  );
}
