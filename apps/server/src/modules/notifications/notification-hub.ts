import { STREAM_HEARTBEAT_MS } from '@app/shared/notifications/notifications.constants';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import type { DatabaseHandle } from '../../db/client.ts';
import { listNotificationsAfter } from './notifications.service.ts';
import type { StreamCursor } from './stream-cursor.ts';
import { placeStream, StreamPosition } from './stream-position.ts';

/** Where migration 0014's trigger announces each stored notification as `<user id>:<id>`. */
export const NOTIFICATIONS_CHANNEL = 'notifications';
/** Rows per live read; a longer burst is read in several. */
const LIVE_BATCH = 200;
/** After a failed read (the database busy or away), the visitor's streams read again this much later. */
const RETRY_READ_MS = 1000;
/**
 * When the process goes away, each stream ends with a `retry:` hint in this range, at random: its
 * client reconnects soon (through the proxy, to another instance) and not all at once
 * (docs/decisions/006).
 */
const CLOSE_RETRY_MIN_MS = 250;
const CLOSE_RETRY_SPREAD_MS = 1000;

/** A notification as the stream sends it: `id` is the event id, the stream's cursor once the client has it. */
export interface StreamEvent {
  id: string;
  notification: Notification;
}

/** One open stream's output. */
export interface StreamSink {
  send(events: StreamEvent[]): void;
  /** Tells the client its cursor without an event (where a fresh stream starts). */
  position(id: string): void;
  heartbeat(): void;
  /** Ends the stream; with `retryMs`, first tells the client how soon to reconnect. */
  end(retryMs?: number): void;
}

interface Stream {
  userId: string;
  sink: StreamSink;
  /** What its client has (its cursor), stream-position.ts. */
  position: StreamPosition;
  isReady: boolean;
}

export interface NotificationHubOptions {
  database: DatabaseHandle;
  onError(error: unknown): void;
  heartbeatMs?: number;
  /** Milliseconds, for settling cursors; tests move it on. */
  clock?: () => number;
}

/**
 * The live streams of one server process (issue 20 §9-10, docs/decisions/004). One database
 * subscription per process hears `<user id>:<id>` for every committed notification, from any
 * process; the rows stay the truth: an announcement only says "read again". All announcements for
 * one visitor that arrive together are served by one query, whatever the number of their open
 * streams (tabs).
 *
 * Ids are taken at insert but announced at commit, so a row may commit after a newer one was sent.
 * Such a late id is below the stream's `lastSentId`; it is read and sent explicitly, once. Each
 * event's id is the stream's cursor (stream-cursor.ts): a resumed stream gets exactly what it
 * lacks, late rows that committed while its client was away included.
 */
export function createNotificationHub(options: NotificationHubOptions) {
  const { database, onError } = options;
  const clock = options.clock ?? (() => performance.now());
  const streamsByUser = new Map<string, Set<Stream>>();
  /** Per visitor: announced ids not read yet. Present = a read is due. */
  const pendingByUser = new Map<string, Set<number>>();
  /**
   * Per visitor: a read is due of every row their streams lack, not only the newer ones (after a
   * lost LISTEN connection, a late row's announcement may be lost too). From each stream's floor
   * (null) or, for a long one, from where the previous batch ended.
   */
  const resyncFrom = new Map<string, number | null>();
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
    for (const userId of streamsByUser.keys()) {
      resyncFrom.set(userId, null);
      requestRead(userId);
    }
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
    let resync: number | null | undefined;
    try {
      for (; pending; pending = pendingByUser.get(userId)) {
        const streams = [...(streamsByUser.get(userId) ?? [])].filter((stream) => stream.isReady);
        // Streams still starting read for themselves once ready; keep what was announced for them.
        if (streams.length === 0) return;
        pendingByUser.delete(userId);
        resync = resyncFrom.get(userId);
        resyncFrom.delete(userId);
        const isResync = resync !== undefined;
        const positions = streams.map((stream) => stream.position);
        const afterId = resync ?? Math.min(...positions.map((at) => (isResync ? at.floor : at.lastSentId)));
        const lateIds = [...pending].filter((id) => positions.some((at) => id <= at.lastSentId));
        const rows = await listNotificationsAfter(database.db, userId, { afterId, lateIds, limit: LIVE_BATCH });
        for (const stream of streams) deliver(stream, rows, pending, isResync);
        if (rows.length === LIVE_BATCH) {
          if (isResync && !resyncFrom.has(userId)) resyncFrom.set(userId, Number(rows.at(-1)?.id));
          if (!pendingByUser.has(userId)) pendingByUser.set(userId, new Set());
        }
        resync = undefined;
      }
    } catch (error) {
      onError(error);
      // The streams keep their position and the announced ids are kept: reading again loses nothing.
      if (isClosed || !streamsByUser.has(userId) || !pending) return;
      if (resync !== undefined && !resyncFrom.has(userId)) resyncFrom.set(userId, resync);
      const kept = pendingByUser.get(userId) ?? new Set<number>();
      for (const id of pending) kept.add(id);
      pendingByUser.set(userId, kept);
      setTimeout(() => streamsByUser.has(userId) && requestRead(userId), RETRY_READ_MS).unref();
    } finally {
      readingUsers.delete(userId);
    }
  }

  /**
   * Sends `stream` what it lacks of `rows`: the newer ones, the `announced` ones (late rows, below
   * what it has passed) and, with `sinceFloor` (a replay, a resync), every one above its floor.
   * Each event carries the cursor the client has once it holds that event.
   */
  function deliver(stream: Stream, rows: Notification[], announced: ReadonlySet<number>, sinceFloor = false) {
    if (!streamsByUser.get(stream.userId)?.has(stream)) return;
    const events: StreamEvent[] = stream.position.take(rows, announced, sinceFloor, clock());
    if (events.length > 0) stream.sink.send(events);
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
    resyncFrom.delete(stream.userId);
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
     * Opens a stream for `userId`: replays what the client lacks after `resumeFrom` (at most
     * STREAM_REPLAY_MAX, the newest, oldest first), or starts from now. Returns its close.
     */
    async open(userId: string, resumeFrom: StreamCursor | null, sink: StreamSink): Promise<() => void> {
      if (isClosed) throw new Error('The notification hub is closed');
      await subscribed();
      const stream: Stream = { userId, sink, position: new StreamPosition(), isReady: false };
      const streams = streamsByUser.get(userId) ?? new Set<Stream>();
      streamsByUser.set(userId, streams);
      // Registered before reading, so an announcement during the reads below is kept, not lost.
      streams.add(stream);
      try {
        const replay = await placeStream(database.db, userId, resumeFrom, stream.position, clock());
        deliver(stream, replay, new Set(), true);
        // Closed meanwhile (the server is shutting down): this stream would never be ended.
        if (isClosed) throw new Error('The notification hub is closed');
      } catch (error) {
        remove(stream);
        throw error;
      }
      // A fresh stream's starting point (or a cursor that settled): the client resumes from it.
      const cursor = stream.position.untold();
      if (cursor !== null) sink.position(cursor);
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
      return [...streamsByUser.values()].reduce((total, streams) => total + streams.size, 0);
    },

    /** Ends every stream (clients reconnect, to another process when this one is going away). */
    async close() {
      isClosed = true;
      clearInterval(heartbeatTimer);
      for (const streams of streamsByUser.values())
        for (const stream of streams)
          stream.sink.end(CLOSE_RETRY_MIN_MS + Math.floor(Math.random() * CLOSE_RETRY_SPREAD_MS));
      streamsByUser.clear();
      pendingByUser.clear();
      resyncFrom.clear();
      const unsubscribe = await subscription?.catch(() => null);
      // The database may already be closed; there is nothing left to unsubscribe from then.
      await unsubscribe?.().catch(() => {});
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
