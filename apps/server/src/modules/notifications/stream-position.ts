import { STREAM_REPLAY_MAX } from '@app/shared/notifications/notifications.constants';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import type { Database } from '../../db/client.ts';
import { latestNotificationId, replayNotifications } from './notifications.service.ts';
import { formatStreamCursor, type StreamCursor } from './stream-cursor.ts';

/**
 * How long after this process learned that a stream has a row, that id may fold into the stream's
 * cursor floor (stream-cursor.ts). Every lower id was taken before then, by a write transaction
 * that lasts far less than 30 s and whose rows are announced and read within seconds: by now each
 * of them has been sent, or will never commit. Twice that, to be safe.
 */
const SETTLED_MS = 60_000;
/**
 * At most this many ids above the floor in a cursor (about 1 KB as a header). Past that, which
 * takes more notifications for one visitor in a minute than real activity brings, the lowest fold
 * into the floor early.
 */
const CURSOR_MAX_IDS = 200;

/**
 * What the client of one open stream has, as its cursor says (stream-cursor.ts), and what it was
 * last told. The hub (notification-hub.ts) keeps one per stream.
 */
export class StreamPosition {
  /** The client has every id up to here (its cursor's floor). */
  floor = 0;
  /**
   * Ids the client has been sent, on this connection or an earlier one, and when this process
   * learned it (clock ms). Those at or below the floor stay a while: an announcement is never sent twice.
   */
  readonly sent = new Map<number, number>();
  /** The highest id sent or below the floor; live reads fetch above it. */
  lastSentId = 0;
  /** The last cursor the client was given (null: none yet). */
  clientCursor: string | null = null;

  /** A fresh stream: the client has everything up to `latestId` and is told nothing yet. */
  startAt(latestId: number) {
    this.floor = latestId;
    this.lastSentId = latestId;
  }

  /** A resumed stream: the client has what its cursor says, sent (as far as we know) `now`. */
  resumeFrom(cursor: StreamCursor, now: number) {
    // Not known when these were sent: as if just now, which only keeps them longer.
    this.floor = cursor.floor;
    this.lastSentId = Math.max(cursor.floor, cursor.sent.at(-1) ?? 0);
    for (const id of cursor.sent) this.sent.set(id, now);
    this.clientCursor = formatStreamCursor(cursor.floor, cursor.sent);
  }

  /** A replay sent only the newest rows from `oldestReplayedId` on: anything older is skipped for good. */
  skipBelow(oldestReplayedId: number) {
    this.floor = Math.max(this.floor, oldestReplayedId - 1);
  }

  /**
   * Of `rows`, those the client lacks (see `lacks`), each recorded as sent `now` with the cursor
   * the client has once it holds it (the event's id); the last is what the client is given.
   */
  take(
    rows: Notification[],
    announced: ReadonlySet<number>,
    sinceFloor: boolean,
    now: number,
  ): { id: string; notification: Notification }[] {
    const taken: { id: string; notification: Notification }[] = [];
    for (const notification of rows) {
      const id = Number(notification.id);
      if (this.lacks(id, announced, sinceFloor)) taken.push({ id: this.record(id, now), notification });
    }
    this.clientCursor = taken.at(-1)?.id ?? this.clientCursor;
    return taken;
  }

  /**
   * The cursor, when the client was not given it yet (a fresh stream's starting point, or a
   * cursor that settled): it is told now. Null when it has it.
   */
  untold(): string | null {
    const cursor = this.cursor();
    if (cursor === this.clientCursor) return null;
    this.clientCursor = cursor;
    return cursor;
  }

  /**
   * Whether the client lacks `id`: newer than what it was sent, `announced` (a late row, below
   * what it has passed) or, with `sinceFloor` (a replay, a resync), anything above its floor.
   */
  lacks(id: number, announced: ReadonlySet<number>, sinceFloor: boolean): boolean {
    if (this.sent.has(id)) return false;
    return id > this.lastSentId || announced.has(id) || (sinceFloor && id > this.floor);
  }

  /** Records `id` as sent `now`; returns the cursor the client has once it holds it. */
  record(id: number, now: number): string {
    this.sent.set(id, now);
    this.lastSentId = Math.max(this.lastSentId, id);
    this.settle(now);
    return this.cursor();
  }

  /** The stream's cursor: its floor, and the ids above it that the client has. */
  cursor(): string {
    const above = [...this.sent.keys()].filter((id) => id > this.floor).sort((a, b) => a - b);
    return formatStreamCursor(this.floor, above);
  }

  /** Folds settled ids into the floor (and the lowest, when there are too many above it). */
  private settle(now: number) {
    let floor = this.floor;
    for (const [id, at] of this.sent) if (id > floor && at <= now - SETTLED_MS) floor = id;
    const above = [...this.sent.keys()].filter((id) => id > floor);
    if (above.length > CURSOR_MAX_IDS) floor = above.sort((a, b) => a - b)[above.length - CURSOR_MAX_IDS - 1] ?? floor;
    this.floor = floor;
    for (const [id, at] of this.sent) if (id <= floor && at <= now - SETTLED_MS) this.sent.delete(id);
  }
}

/**
 * Places a new stream: a fresh one (no cursor) at the visitor's newest row; a resumed one where
 * its cursor says. Returns what a resumed client lacks: at most STREAM_REPLAY_MAX rows, the newest,
 * oldest first (anything older is skipped for good).
 */
export async function placeStream(
  db: Database,
  userId: string,
  resumeFrom: StreamCursor | null,
  position: StreamPosition,
  now: number,
): Promise<Notification[]> {
  if (resumeFrom === null) {
    position.startAt(await latestNotificationId(db, userId));
    return [];
  }
  position.resumeFrom(resumeFrom, now);
  const rows = await replayNotifications(db, userId, resumeFrom, STREAM_REPLAY_MAX);
  const oldest = rows[0];
  if (rows.length === STREAM_REPLAY_MAX && oldest) position.skipBelow(Number(oldest.id));
  return rows;
}
