// A live-notifications client as the web app runs one (docs/decisions/004): fetch with the
// Authorization header, and after the stream ends or breaks, a reconnect with Last-Event-ID.

import { readEventBlocks } from '../sse-parse.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps `GET /api/notifications/stream` open for one visitor through `baseUrl` until `close()`.
 * Records every event id received (in order, duplicates included), and how each connection ended:
 * `ended` (the server closed it: a drain) or `cut` (the connection broke: a killed instance).
 */
export function followEventStream(baseUrl, token, { reconnectMs = 250 } = {}) {
  const ids = [];
  const endings = [];
  /** When each connection opened, and the Last-Event-ID it resumed from. */
  const openings = [];
  let lastEventId = null;
  let retryHints = 0;
  let opens = 0;
  let failedOpens = 0;
  let controller = null;
  let isClosed = false;
  let markOpen;
  const firstOpen = new Promise((resolve) => {
    markOpen = resolve;
  });

  // The `id:` is the stream's cursor, sent back as received, also from a block without data (a
  // fresh stream's starting point); the notification id is in the data.
  const takeBlock = (block) => {
    if (block.retry !== null) retryHints += 1;
    if (block.id !== null) lastEventId = block.id;
    if (block.data !== null) ids.push(Number(JSON.parse(block.data).id));
  };

  async function connectOnce() {
    controller = new AbortController();
    const headers = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
    if (lastEventId !== null) headers['last-event-id'] = lastEventId;
    let response;
    try {
      response = await fetch(`${baseUrl}/api/notifications/stream`, { headers, signal: controller.signal });
    } catch {
      failedOpens += 1;
      return;
    }
    if (response.status !== 200 || !response.body) {
      failedOpens += 1;
      await response.body?.cancel();
      return;
    }
    opens += 1;
    openings.push({ at: performance.now(), lastEventId });
    markOpen();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      await readEventBlocks(reader, takeBlock);
      if (!isClosed) endings.push({ kind: 'ended', at: performance.now() });
    } catch {
      if (!isClosed) endings.push({ kind: 'cut', at: performance.now() });
    }
  }

  const running = (async () => {
    while (!isClosed) {
      await connectOnce();
      // The server's `retry:` asks for 3 s; the test reconnects sooner to keep its run short.
      if (!isClosed) await sleep(reconnectMs);
    }
  })();

  return {
    ids,
    endings,
    openings,
    /** Resolves once the first connection is open (its headers arrived). */
    opened: () => firstOpen,
    get stats() {
      return { opens, failedOpens, retryHints };
    },
    async close() {
      isClosed = true;
      controller?.abort();
      await running;
    },
  };
}
