import {
  NOTIFICATION_PANEL_SIZE,
  NOTIFICATION_POLL_MS,
  STREAM_RETRY_MS,
  STREAM_SESSION_ENDED_EVENT,
} from '@app/shared/notifications/notifications.constants';
import {
  ListNotificationsResponseSchema,
  type Notification,
  NotificationSchema,
} from '@app/shared/notifications/notifications.schemas';
import { createStreamParser } from './live-events-parser';
import { getUnreadCount, publishNotification, setUnreadCount } from './live-events-store';

/**
 * The live events client (issue 20 §9): one stream per tab to GET /api/notifications/stream, read
 * with fetch so the visitor token travels in the Authorization header, never in a URL (DESIGN.md
 * §7). It resumes with Last-Event-ID (the server's cursor, sent back as received) so nothing is
 * missed or repeated across a reconnect, reconnects with a
 * growing delay (starting from the server's `retry:` hint), and polls GET /api/notifications while
 * the stream cannot be opened. It never creates a session: without a visitor token it stays idle.
 */
export interface LiveEventsEnvironment {
  fetch: typeof fetch;
  readToken(): string | null;
  setTimer(callback: () => void, milliseconds: number): unknown;
  clearTimer(handle: unknown): void;
  /** 0 to 1, spreads reconnects of many tabs after a server restart. */
  random(): number;
  /** The token is dead (401, or its session ended): the app may find out who this visitor is now. */
  onRefused?(): void;
}

export type LiveEventsStatus = 'stopped' | 'connecting' | 'open' | 'waiting';

const STREAM_URL = '/api/notifications/stream';
const MAX_BACKOFF_MS = 60_000;
const SEEN_IDS_MAX = 200;

/** The token is no longer valid: wait for a new one rather than retry (or create a session). */
class Unauthorized extends Error {}

/**
 * The server holds as many streams of this visitor or address as it allows (429, issue 40 §5):
 * the next attempt waits at least its Retry-After, so that tabs over the limit do not hammer it.
 */
class TooManyStreams extends Error {
  constructor(readonly waitMs: number) {
    super('the stream answered 429');
  }
}

/** Retry-After in seconds as milliseconds; a minute when it is missing or unreadable. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : MAX_BACKOFF_MS;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isNewer = (id: string, than: string) => BigInt(id) > BigInt(than);

export function createLiveEvents(env: LiveEventsEnvironment) {
  let token: string | null = null;
  /** A token the server refused: not tried again until another one is stored. */
  let refusedToken: string | null = null;
  /**
   * Where a reconnect resumes (Last-Event-ID): the stream's last `id:`, an opaque cursor that also
   * names late rows (lower ids committed after higher ones, docs/decisions/004); at first the newest
   * stored id.
   */
  let lastEventId: string | null = null;
  /** The newest id when this visitor's client started: older ones are not news. */
  let startId: string | null = null;
  const seenIds = new Set<string>();
  let retryMs = STREAM_RETRY_MS;
  let failures = 0;
  let status: LiveEventsStatus = 'stopped';
  let controller: AbortController | null = null;
  let reconnectTimer: unknown = null;
  let pollTimer: unknown = null;

  const headers = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

  async function fetchLatest(limit: number, signal?: AbortSignal) {
    const response = await env.fetch(`/api/notifications?limit=${limit}`, {
      headers: headers({ accept: 'application/json' }),
      signal,
    });
    if (response.status === 401) throw new Unauthorized();
    if (!response.ok) throw new Error(`GET /api/notifications answered ${response.status}`);
    return ListNotificationsResponseSchema.parse(await response.json());
  }

  /**
   * The stream sends each notification once, but a poll (while the stream was down) may have
   * passed on what the resumed stream then replays: ids already passed on are remembered. Ids are
   * not compared: a late row comes with a lower id than one already seen.
   */
  function receive(notification: Notification) {
    if (seenIds.has(notification.id)) return;
    seenIds.add(notification.id);
    if (seenIds.size > SEEN_IDS_MAX) seenIds.delete(seenIds.values().next().value ?? notification.id);
    if (notification.readAt === null) setUnreadCount(getUnreadCount() + 1);
    publishNotification(notification);
  }

  function start(newestId: string) {
    startId = newestId;
    lastEventId = newestId;
  }

  function clearTimers() {
    if (reconnectTimer !== null) env.clearTimer(reconnectTimer);
    if (pollTimer !== null) env.clearTimer(pollTimer);
    reconnectTimer = null;
    pollTimer = null;
  }

  function refuse() {
    refusedToken = token;
    stop();
    env.onRefused?.();
  }

  function stop() {
    controller?.abort();
    controller = null;
    clearTimers();
    status = 'stopped';
  }

  async function poll() {
    pollTimer = null;
    if (status !== 'waiting') return;
    try {
      const page = await fetchLatest(NOTIFICATION_PANEL_SIZE);
      if (status !== 'waiting') return;
      if (startId === null) start(page.notifications[0]?.id ?? '0');
      else
        for (const notification of [...page.notifications].reverse())
          if (isNewer(notification.id, startId)) receive(notification);
      setUnreadCount(page.unreadCount);
    } catch (error) {
      if (error instanceof Unauthorized) return refuse();
    }
    if (status === 'waiting') pollTimer = env.setTimer(() => void poll(), NOTIFICATION_POLL_MS);
  }

  function scheduleReconnect(delay: number) {
    if (reconnectTimer !== null) env.clearTimer(reconnectTimer);
    reconnectTimer = env.setTimer(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
  }

  async function readStream(body: ReadableStream<Uint8Array>) {
    const parser = createStreamParser({
      onEvent: (event) => {
        // Its session ended (issue 35): the token is as dead as a 401 says, and is not tried again.
        if (event.type === STREAM_SESSION_ENDED_EVENT) throw new Unauthorized();
        if (event.type !== 'notification') return;
        const parsed = NotificationSchema.safeParse(parseJson(event.data));
        if (parsed.success) receive(parsed.data);
      },
      onRetry: (milliseconds) => {
        retryMs = milliseconds;
      },
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
      lastEventId = parser.lastEventId ?? lastEventId;
    }
  }

  async function connect() {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    if (status !== 'waiting') status = 'connecting';
    try {
      if (startId === null) {
        // Where the stream starts: after the newest stored one ('0' when there is none yet), so a
        // notification written between this read and the stream's opening is replayed, not lost.
        const page = await fetchLatest(1, current.signal);
        start(page.notifications[0]?.id ?? '0');
        setUnreadCount(page.unreadCount);
      }
      const response = await env.fetch(STREAM_URL, {
        headers: headers({ accept: 'text/event-stream', 'last-event-id': lastEventId ?? '0' }),
        signal: current.signal,
        cache: 'no-store',
      });
      if (response.status === 401) throw new Unauthorized();
      if (response.status === 429) throw new TooManyStreams(retryAfterMs(response));
      if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
      status = 'open';
      failures = 0;
      if (pollTimer !== null) env.clearTimer(pollTimer);
      pollTimer = null;
      await readStream(response.body);
      // The server closed the stream (a restart, a drain): come back after its hint.
      if (controller === current) {
        status = 'connecting';
        scheduleReconnect(retryMs);
      }
    } catch (error) {
      if (current.signal.aborted || controller !== current) return;
      if (error instanceof Unauthorized) return refuse();
      failures += 1;
      const wasWaiting = status === 'waiting';
      status = 'waiting';
      if (!wasWaiting) void poll();
      const backoff = Math.min(retryMs * 2 ** (failures - 1), MAX_BACKOFF_MS);
      const jittered = Math.round(backoff * (0.75 + env.random() * 0.5));
      scheduleReconnect(error instanceof TooManyStreams ? Math.max(error.waitMs, jittered) : jittered);
    }
  }

  return {
    /** Starts, restarts for another visitor (a token created in another tab), or stops without one. */
    sync(): void {
      const current = env.readToken();
      if (current === token && (status !== 'stopped' || current === refusedToken)) return;
      stop();
      if (current !== token) {
        startId = null;
        lastEventId = null;
        seenIds.clear();
        setUnreadCount(0);
      }
      token = current;
      if (token) void connect();
    },
    stop,
    /** Tries the stream at once (the browser is back online) instead of waiting for the next attempt. */
    reconnectNow(): void {
      if (status === 'waiting') void connect();
    },
    /** Reads the count again, after something that may have marked notifications read (an opened conversation). */
    async refreshUnreadCount(): Promise<void> {
      if (!token) return;
      try {
        setUnreadCount((await fetchLatest(1)).unreadCount);
      } catch {
        // The stream or the next poll brings it.
      }
    },
    get status(): LiveEventsStatus {
      return status;
    },
    get lastEventId(): string | null {
      return lastEventId;
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
