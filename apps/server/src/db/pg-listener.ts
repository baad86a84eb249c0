import pg from 'pg';

/** How the listening connection names itself in pg_stat_activity (tests cut it to prove the reconnect). */
export const LISTENER_APPLICATION_NAME = 'app-listener';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

export interface ChannelSubscription {
  onMessage(payload: string): void;
  /** Called after a lost connection is back: announcements made meanwhile are gone, so re-read the rows. */
  onResync?(): void;
  /** Called when the connection is lost: nothing is heard until `onResync`. */
  onLost?(): void;
}

/**
 * LISTEN on PostgreSQL for one process (docs/decisions/004). A pooled connection cannot listen
 * (the pool hands it to someone else), so this is one dedicated client, connected on the first
 * subscription and ended with the last one. When it drops, it reconnects with a growing, jittered
 * pause, LISTENs again and tells every subscriber to resync: NOTIFY is not stored, so whatever was
 * announced while it was away is only in the rows.
 */
export function createPgListener(connectionString: string) {
  const channels = new Map<string, Set<ChannelSubscription>>();
  /** The channels LISTENed on the current connection. */
  const listening = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let isClosed = false;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: 5000,
      // A LISTEN that never answers would leave the reconnect (and close, which waits for it)
      // hanging: it fails instead, and the next retry starts on a new connection.
      query_timeout: 5000,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      for (const subscription of channels.get(message.channel) ?? []) subscription.onMessage(message.payload ?? '');
    });
    // Without an 'error' listener a dropped connection would crash the process.
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    listening.clear();
    for (const channel of channels.keys()) listening.add(channel);
    client = next;
    return next;
  }

  function connected(): Promise<pg.Client> {
    if (isClosed) return Promise.reject(new Error('The database is closed'));
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function lose(lost: pg.Client) {
    if (lost !== client) return;
    client = null;
    listening.clear();
    for (const subscriptions of channels.values()) for (const subscription of subscriptions) subscription.onLost?.();
    lost.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (isClosed || channels.size === 0 || retryTimer) return;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.5 + Math.random() / 2);
    failures += 1;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connected();
      } catch {
        scheduleReconnect();
        return;
      }
      failures = 0;
      for (const subscriptions of channels.values())
        for (const subscription of subscriptions) subscription.onResync?.();
    }, delay);
    retryTimer.unref();
  }

  async function subscribe(channel: string, subscription: ChannelSubscription): Promise<() => Promise<void>> {
    const subscriptions = channels.get(channel) ?? new Set();
    channels.set(channel, subscriptions);
    subscriptions.add(subscription);
    try {
      const current = await connected();
      if (!listening.has(channel)) {
        await current.query(`LISTEN ${quote(channel)}`);
        listening.add(channel);
      }
    } catch (error) {
      await unsubscribe(channel, subscription);
      throw error;
    }
    return () => unsubscribe(channel, subscription);
  }

  async function unsubscribe(channel: string, subscription: ChannelSubscription) {
    const subscriptions = channels.get(channel);
    if (!subscriptions?.delete(subscription) || subscriptions.size > 0) return;
    channels.delete(channel);
    listening.delete(channel);
    if (channels.size === 0) return disconnect();
    await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
  }

  async function disconnect() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const current = client ?? (await connecting?.catch(() => null));
    client = null;
    listening.clear();
    await current?.end().catch(() => {});
  }

  return {
    subscribe,
    async close() {
      isClosed = true;
      channels.clear();
      await disconnect();
    },
  };
}
