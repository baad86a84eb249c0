import { readJson, STORAGE_KEYS, writeJson } from './storage';

/**
 * The outbox's list of waiting writes, persisted in localStorage. Kept apart from the sender
 * (outbox.ts) so the app shell can show the pending count without loading the API client.
 */
export interface OutboxEntry {
  id: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  idempotencyKey: string;
  /** Shown to the person: 'Your question', 'Your vote'... */
  label: string;
  createdAt: string;
  attempts: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let entries: OutboxEntry[] = readJson<OutboxEntry[]>(STORAGE_KEYS.outbox, []);

export function getOutboxEntries(): readonly OutboxEntry[] {
  return entries;
}

export function setOutboxEntries(next: OutboxEntry[]): void {
  entries = next;
  writeJson(STORAGE_KEYS.outbox, entries);
  for (const listener of listeners) listener();
}

export function subscribeToOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server's sentence when this browser's saved-account session has ended (issue 21 §5), else
 * null. While it is set the outbox holds its writes (they belong to the account, not to a new
 * anonymous visitor) and the header says why, with the way back in. Kept in memory: after a
 * reload, the next write or personal read finds out again.
 */
let sessionExpiredMessage: string | null = null;

export function getSessionExpiredMessage(): string | null {
  return sessionExpiredMessage;
}

export function setSessionExpiredMessage(message: string | null): void {
  if (message === sessionExpiredMessage) return;
  sessionExpiredMessage = message;
  for (const listener of listeners) listener();
}
