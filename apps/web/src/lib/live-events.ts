import { createLiveEvents, type LiveEvents } from './live-events-client';
import { readText, STORAGE_KEYS } from './storage';

/**
 * The tab's one live events client (issue 20 §9; the logic is in live-events-client.ts). Started
 * by the nav bar's bell after the first paint and by the pages' query layout, only for a visitor
 * with a token.
 */
let instance: LiveEvents | null = null;
const refusalListeners = new Set<() => void>();

/** Called when the stream finds this browser's token dead (a 401, or its session ended elsewhere). */
export function subscribeToRefusal(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => {
    refusalListeners.delete(listener);
  };
}

/** The tab's one client, bound to the browser: another tab's new token restarts it, going online retries it. */
export function getLiveEvents(): LiveEvents {
  if (instance) return instance;
  const client = createLiveEvents({
    fetch: (...args) => fetch(...args),
    readToken: () => readText(STORAGE_KEYS.visitorToken),
    setTimer: (callback, milliseconds) => window.setTimeout(callback, milliseconds),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    random: Math.random,
    onRefused: () => {
      for (const listener of refusalListeners) listener();
    },
  });
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.visitorToken) client.sync();
  });
  window.addEventListener('online', () => client.reconnectNow());
  instance = client;
  return client;
}

/** Starts the client if this visitor has a token (or restarts it for a new one); never creates a session. */
export function syncLiveEvents(): void {
  getLiveEvents().sync();
}
