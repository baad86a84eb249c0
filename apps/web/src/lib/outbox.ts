import { z } from 'zod';
import { apiRequest, isSessionExpiredError, newIdempotencyKey } from './api-client';
import { describeError, isAlreadyCarriedOut, isTransientError } from './api-error';
import { getOutboxEntries, getSessionExpiredMessage, type OutboxEntry, setOutboxEntries } from './outbox-store';

/**
 * Writes that failed because the network or server was down are kept in the outbox, shown as
 * pending and retried with the same Idempotency-Key until they land (DESIGN.md §6). A write the
 * server rejects (4xx) is never queued: the caller shows the server's message. A write refused
 * because a saved account's session expired is kept too (issue 21 §5): nothing typed is lost, and
 * it is sent once the person has signed in again. A retry answered 409 `already_carried_out` (an
 * earlier try was stored, but its server died before answering) counts as delivered and is never
 * sent again; one answered `in_progress` (that try is still held) waits like an outage.
 */
export type { OutboxEntry };

export type OutboxEvent =
  /** `response` is null, and `note` the server's sentence, when it had stored the write but lost its answer. */
  | { type: 'delivered'; entry: OutboxEntry; response: unknown; note?: string }
  | { type: 'rejected'; entry: OutboxEntry; message: string };

type EventListener = (event: OutboxEvent) => void;

const eventListeners = new Set<EventListener>();
let isFlushing = false;

export function onOutboxEvent(listener: EventListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

export type SendResult<T> = { status: 'sent'; data: T } | { status: 'pending'; entry: OutboxEntry };

/**
 * Sends a write now; if the network or server is down, keeps it in the outbox and reports it as
 * pending. Rejections (4xx) are thrown for the caller to show.
 */
export async function sendOrQueue<S extends z.ZodType>(request: {
  method: OutboxEntry['method'];
  path: string;
  body?: unknown;
  label: string;
  schema: S;
  idempotencyKey?: string;
}): Promise<SendResult<z.infer<S>>> {
  const idempotencyKey = request.idempotencyKey ?? newIdempotencyKey();
  try {
    const data = await apiRequest(request.path, { ...request, idempotencyKey });
    return { status: 'sent', data };
  } catch (error) {
    if (!isTransientError(error) && !isSessionExpiredError(error)) throw error;
    const entry: OutboxEntry = {
      id: idempotencyKey,
      method: request.method,
      path: request.path,
      body: request.body,
      idempotencyKey,
      label: request.label,
      createdAt: new Date().toISOString(),
      attempts: 1,
    };
    setOutboxEntries([...getOutboxEntries(), entry]);
    return { status: 'pending', entry };
  }
}

/** Retries every queued write, oldest first; stops at the first one that still cannot get through. */
export async function flushOutbox(): Promise<void> {
  if (isFlushing || getOutboxEntries().length === 0) return;
  isFlushing = true;
  try {
    for (const entry of [...getOutboxEntries()]) {
      try {
        const response = await apiRequest(entry.path, {
          method: entry.method,
          body: entry.body,
          idempotencyKey: entry.idempotencyKey,
          schema: z.unknown(),
        });
        setOutboxEntries(getOutboxEntries().filter((item) => item.id !== entry.id));
        for (const listener of eventListeners) listener({ type: 'delivered', entry, response });
      } catch (error) {
        // Signed out by expiry: everything waits for sign-in (flushOutbox is called again then).
        if (isSessionExpiredError(error)) return;
        // An earlier try was stored but its answer lost (its server died): delivered, never resent.
        if (isAlreadyCarriedOut(error)) {
          setOutboxEntries(getOutboxEntries().filter((item) => item.id !== entry.id));
          for (const listener of eventListeners) {
            listener({ type: 'delivered', entry, response: null, note: describeError(error) });
          }
          continue;
        }
        if (isTransientError(error)) {
          setOutboxEntries(
            getOutboxEntries().map((item) => (item.id === entry.id ? { ...item, attempts: item.attempts + 1 } : item)),
          );
          return;
        }
        setOutboxEntries(getOutboxEntries().filter((item) => item.id !== entry.id));
        for (const listener of eventListeners) listener({ type: 'rejected', entry, message: describeError(error) });
      }
    }
  } finally {
    isFlushing = false;
  }
}

const RETRY_INTERVAL_MS = 30_000;

/**
 * Flushes at start, when the browser comes back online, and every 30 s while anything waits (not
 * while the session is expired: only signing in again can get those writes through).
 */
export function startOutbox(): () => void {
  const flush = () => void flushOutbox();
  window.addEventListener('online', flush);
  const timer = window.setInterval(() => {
    if (getOutboxEntries().length > 0 && navigator.onLine && !getSessionExpiredMessage()) flush();
  }, RETRY_INTERVAL_MS);
  flush();
  return () => {
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
  };
}
