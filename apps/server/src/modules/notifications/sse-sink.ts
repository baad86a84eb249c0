import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  STREAM_RETRY_MS,
  STREAM_SESSION_ENDED_EVENT,
  type StreamSessionEndReason,
} from '@app/shared/notifications/notifications.constants';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import type { StreamEvent, StreamSink } from './notification-hub.ts';

/**
 * A client this far behind (its socket not draining) is cut off rather than buffered without
 * limit; it reconnects with Last-Event-ID and loses nothing.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One read's rows go to every open tab of their visitor: each is serialized once. */
const blocks = new WeakMap<Notification, string>();

/**
 * The `event: notification` block of the stream (issue 20 §9). Its `id:` is the stream's cursor
 * (stream-cursor.ts), its own for each tab, so only the rest is shared.
 */
export function toEventBlock(event: StreamEvent): string {
  let block = blocks.get(event.notification);
  if (block === undefined) {
    // JSON never contains a raw newline, so the data is one `data:` line.
    block = `event: notification\ndata: ${JSON.stringify(event.notification)}\n\n`;
    blocks.set(event.notification, block);
  }
  return `id: ${event.id}\n${block}`;
}

/**
 * Writes Server-Sent Events to `raw`. Until `start` sends the headers, what the hub writes (a
 * replay) is held back: the stream is registered before the client sees it open, so anything the
 * client does once it is open is sure to come back on it.
 */
export function createSseSink(raw: ServerResponse): StreamSink & {
  start(headers: OutgoingHttpHeaders): void;
  /** The stream's last event: its session ended, the token is dead (issue 35 §1). Then it ends. */
  sessionEnded(reason: StreamSessionEndReason): void;
} {
  let held: string[] | null = [];
  let isEndRequested = false;
  let isClosingConnection = false;
  const write = (chunk: string) => {
    if (held) {
      held.push(chunk);
      return;
    }
    if (raw.destroyed || raw.writableEnded) return;
    raw.write(chunk);
    if (raw.writableLength > MAX_BUFFERED_BYTES) raw.destroy();
  };
  const end = (retryMs?: number) => {
    if (retryMs !== undefined) {
      write(`retry: ${retryMs}\n\n`);
      // The process is going away: the connection goes too, or closing the server waits for it.
      isClosingConnection = true;
    }
    if (held) isEndRequested = true;
    else if (!raw.destroyed && !raw.writableEnded) {
      const socket = raw.socket;
      raw.end(() => isClosingConnection && socket?.end());
    }
  };
  return {
    send: (events) => write(events.map(toEventBlock).join('')),
    // An id without data is no event, but the client keeps it for Last-Event-ID (the SSE rules).
    position: (id) => write(`id: ${id}\n\n`),
    heartbeat: () => write(': heartbeat\n\n'),
    end,
    sessionEnded(reason) {
      write(`event: ${STREAM_SESSION_ENDED_EVENT}\ndata: ${JSON.stringify({ reason })}\n\n`);
      end();
    },
    start(headers) {
      if (!held) return;
      const chunks = held;
      held = null;
      raw.writeHead(200, headers);
      // The first thing on the stream: how long a client waits before reconnecting.
      write(`retry: ${STREAM_RETRY_MS}\n\n${chunks.join('')}`);
      if (isEndRequested) end();
    },
  };
}
