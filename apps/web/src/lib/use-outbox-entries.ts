import { useSyncExternalStore } from 'react';
import { getOutboxEntries, type OutboxEntry, subscribeToOutbox } from './outbox-store';

const NONE: readonly OutboxEntry[] = [];

/**
 * The writes waiting in the outbox, kept current. A pre-rendered page knows of none, so the first
 * render over it does too (it then matches the server's HTML) and the stored ones follow at once.
 */
export function useOutboxEntries(): readonly OutboxEntry[] {
  return useSyncExternalStore(subscribeToOutbox, getOutboxEntries, () => NONE);
}
