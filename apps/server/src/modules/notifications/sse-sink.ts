import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { STREAM_RETRY_MS } from '@app/shared/notifications/notifications.constants';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import type { StreamSink } from './notification-hub.ts';

/**
 * A client this far behind (its socket not draining) is cut off rather than buffered without
 * limit; it reconnects with Last-Event-ID and loses nothing.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One read's rows go to every open tab of their visitor: each is serialized once. */
const blocks = new WeakMap<Notification, string>();

/** The `event: notification` block of the stream (issue 20 §9): the id is the event id. */
export function toEventBlock(notification: Notification): string {
  let block = blocks.get(notification);
  if (block === undefined) {
    // JSON never contains a raw newline, so the data is one `data:` line.
    block = `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`;
    blocks.set(notification, block);
  }
  return block;
}

/**
 * Writes Server-Sent Events to `raw`. Until `start` sends the headers, what the hub writes (a
 * replay) is held back: the stream is registered before the client sees it open, so anything the
 * client does once it is open is sure to come back on it.
 */
export function createSseSink(raw: ServerResponse): StreamSink & { start(headers: OutgoingHttpHeaders): void } {
  let held: string[] | null = [];
  let isEndRequested = false;
  const write = (chunk: string) => {
    if (held) {
      held.push(chunk);
      return;
    }
    if (raw.destroyed || raw.writableEnded) return;
    raw.write(chunk);
    if (raw.writableLength > MAX_BUFFERED_BYTES) raw.destroy();
  };
  const end = () => {
    if (held) isEndRequested = true;
    else if (!raw.destroyed && !raw.writableEnded) raw.end();
  };
  return {
    send: (notifications) => write(notifications.map(toEventBlock).join('')),
    heartbeat: () => write(': heartbeat\n\n'),
    end,
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
