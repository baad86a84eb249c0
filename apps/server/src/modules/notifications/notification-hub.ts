import { STREAM_HEARTBEAT_MS, STREAM_REPLAY_MAX } from '@app/shared/notifications/notifications.constants';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import type { DatabaseHandle } from '../../db/client.ts';
import { latestNotificationId, listNotificationsAfter, replayNotifications } from './notifications.service.ts';

/** Where migration 0014's trigger announces each stored notification as `<user id>:<id>`. */
export const NOTIFICATIONS_CHANNEL = 'notifications';
/** Rows per live read; a longer burst is read in several. */
const LIVE_BATCH = 200;
/** Ids a stream remembers having sent, to never send a late-announced row twice (late rows are rare and recent). */
const RECENT_IDS = 32;
/** After a failed read (the database busy or away), the visitor's streams read again this much later. */
const RETRY_READ_MS = 1000;

/** One open stream's output. */
export interface StreamSink {
  send(notifications: Notification[]): void;
  heartbeat(): void;
  end(): void;
}

interface Stream {
  userId: string;
  sink: StreamSink;
  /** The highest id sent; everything above it is still to send. */
  lastSentId: number;
  recentIds: Set<number>;
  isReady: boolean;
}

export interface NotificationHubOptions {
  database: DatabaseHandle;
  onError(error: unknown): void;
  heartbeatMs?: number;
}

/**
 * The live streams of one server process (issue 20 §9-10, docs/decisions/004). One database
 * subscription per process hears `<user id>:<id>` for every committed notification, from any
 * process; the rows stay the truth: an announcement only says "read again". All announcements for
 * one visitor that arrive together are served by one query, whatever the number of their open
 * streams (tabs).
 *
 * Ids are taken at insert but announced at commit, so a row may commit after a newer one was sent.
 * Such a late id is below the stream's `lastSentId`; it is read and sent explicitly, once.
 */
export function createNotificationHub(options: NotificationHubOptions) {
  const { database, onError } = options;
  const streamsByUser = new Map<string, Set<Stream>>();
  /** Per visitor: announced ids not read yet. Present = a read is due. */
  const pendingByUser = new Map<string, Set<number>>();
  const readingUsers = new Set<string>();
  const runningReads = new Set<Promise<void>>();
  let subscription: Promise<() => Promise<void>> | null = null;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let isClosed = false;

  function onAnnouncement(payload: string) {
    const separator = payload.lastIndexOf(':');
    const userId = payload.slice(0, separator);
    const id = Number(payload.slice(separator + 1));
    if (streamsByUser.has(userId) && Number.isSafeInteger(id)) requestRead(userId, id);
  }

  /** After a lost LISTEN connection: anything may have been missed, so every visitor reads again. */
  function onResync() {
    for (const userId of streamsByUser.keys()) requestRead(userId);
  }

  function requestRead(userId: string, announcedId?: number) {
    const pending = pendingByUser.get(userId) ?? new Set<number>();
    pendingByUser.set(userId, pending);
    if (announcedId !== undefined) pending.add(announcedId);
    if (readingUsers.has(userId)) return;
    readingUsers.add(userId);
    // The next turn of the event loop: a burst announced together is read once.
    const read = new Promise<void>((resolve) => setImmediate(() => void readFor(userId).then(resolve)));
    runningReads.add(read);
    void read.then(() => runningReads.delete(read));
  }

  async function readFor(userId: string) {
    let pending = pendingByUser.get(userId);
    try {
      for (; pending; pending = pendingByUser.get(userId)) {
        const streams = [...(streamsByUser.get(userId) ?? [])].filter((stream) => stream.isReady);
        // Streams still starting read for themselves once ready; keep what was announced for them.
        if (streams.length === 0) return;
        pendingByUser.delete(userId);
        const afterId = Math.min(...streams.map((stream) => stream.lastSentId));
        const lateIds = [...pending].filter((id) => streams.some((stream) => id <= stream.lastSentId));
        const rows = await listNotificationsAfter(database.db, userId, { afterId, lateIds, limit: LIVE_BATCH });
        for (const stream of streams) deliver(stream, rows, pending);
        if (rows.length === LIVE_BATCH && !pendingByUser.has(userId)) pendingByUser.set(userId, new Set());
      }
    } catch (error) {
      onError(error);
      // The streams keep their position and the announced ids are kept: reading again loses nothing.
      if (isClosed || !streamsByUser.has(userId) || !pending) return;
      const kept = pendingByUser.get(userId) ?? new Set<number>();
      for (const id of pending) kept.add(id);
      pendingByUser.set(userId, kept);
      setTimeout(() => streamsByUser.has(userId) && requestRead(userId), RETRY_READ_MS).unref();
    } finally {
      readingUsers.delete(userId);
    }
  }

  function deliver(stream: Stream, rows: Notification[], announced: ReadonlySet<number>) {
    if (!streamsByUser.get(stream.userId)?.has(stream)) return;
    const fresh = rows.filter((row) => {
      const id = Number(row.id);
      return !stream.recentIds.has(id) && (id > stream.lastSentId || announced.has(id));
    });
    if (fresh.length === 0) return;
    for (const row of fresh) {
      const id = Number(row.id);
      stream.lastSentId = Math.max(stream.lastSentId, id);
      stream.recentIds.add(id);
      if (stream.recentIds.size > RECENT_IDS) stream.recentIds.delete(stream.recentIds.values().next().value ?? id);
    }
    stream.sink.send(fresh);
  }

  /** Subscribes once per process; a failure is retried by the next stream. */
  function subscribed(): Promise<() => Promise<void>> {
    subscription ??= database
      .subscribe(NOTIFICATIONS_CHANNEL, { onMessage: onAnnouncement, onResync })
      .catch((error: unknown) => {
        subscription = null;
        throw error;
      });
    return subscription;
  }

  function remove(stream: Stream) {
    const streams = streamsByUser.get(stream.userId);
    if (!streams?.delete(stream) || streams.size > 0) return;
    streamsByUser.delete(stream.userId);
    pendingByUser.delete(stream.userId);
  }

  function startHeartbeats() {
    if (heartbeatTimer) return;
    heartbeatTimer = setInterval(() => {
      for (const streams of streamsByUser.values()) for (const stream of streams) stream.sink.heartbeat();
    }, options.heartbeatMs ?? STREAM_HEARTBEAT_MS);
    heartbeatTimer.unref();
  }

  return {
    /**
     * Opens a stream for `userId`: replays what came after `lastEventId` (at most
     * STREAM_REPLAY_MAX, the newest, oldest first), or starts from now. Returns its close.
     */
    async open(userId: string, lastEventId: number | null, sink: StreamSink): Promise<() => void> {
      if (isClosed) throw new Error('The notification hub is closed');
      await subscribed();
      const stream: Stream = { userId, sink, lastSentId: 0, recentIds: new Set(), isReady: false };
      const streams = streamsByUser.get(userId) ?? new Set<Stream>();
      streamsByUser.set(userId, streams);
      // Registered before reading, so an announcement during the reads below is kept, not lost.
      streams.add(stream);
      try {
        if (lastEventId === null) {
          stream.lastSentId = await latestNotificationId(database.db, userId);
        } else {
          stream.lastSentId = lastEventId;
          deliver(stream, await replayNotifications(database.db, userId, lastEventId, STREAM_REPLAY_MAX), new Set());
        }
        // Closed meanwhile (the server is shutting down): this stream would never be ended.
        if (isClosed) throw new Error('The notification hub is closed');
      } catch (error) {
        remove(stream);
        throw error;
      }
      stream.isReady = true;
      startHeartbeats();
      // Whatever committed while this stream was starting.
      requestRead(userId);
      return () => remove(stream);
    },

    /** Resolves once no read is due or running (tests wait for this instead of sleeping). */
    async whenIdle(): Promise<void> {
      while (runningReads.size > 0) await Promise.all(runningReads);
    },

    get openStreams() {
      let total = 0;
      for (const streams of streamsByUser.values()) total += streams.size;
      return total;
    },

    /** Ends every stream (clients reconnect, to another process when this one is going away). */
    async close() {
      isClosed = true;
      clearInterval(heartbeatTimer);
      for (const streams of streamsByUser.values()) for (const stream of streams) stream.sink.end();
      streamsByUser.clear();
      pendingByUser.clear();
      const unsubscribe = await subscription?.catch(() => null);
      // The database may already be closed; there is nothing left to unsubscribe from then.
      await unsubscribe?.().catch(() => {});
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
