import { type EventBlock, readEventBlocks } from '../../../../scripts/lib/sse-parse.mjs';

/** A Server-Sent Events block as a client reads it. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` response the way the web app does (fetch, so the token goes in the
 * Authorization header). `nextEvent()` and `nextComment()` wait for what a user would wait for.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let retry: number | null = null;
  let lastEventId: string | null = null;
  let isEnded = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };

  const takeBlock = (block: EventBlock) => {
    comments.push(...block.comments);
    if (block.retry !== null) retry = block.retry;
    if (block.id !== null) lastEventId = block.id;
    // A block without data is no event (an `id:` alone still counts for Last-Event-ID).
    if (block.data !== null) events.push({ id: block.id, event: block.event ?? 'message', data: block.data });
    notify();
  };

  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  const reading = (async () => {
    if (!reader) return;
    try {
      await readEventBlocks(reader, takeBlock);
    } catch {
      // Aborted by close().
    } finally {
      isEnded = true;
      notify();
    }
  })();

  async function waitFor<T>(take: () => T | undefined, what: string): Promise<T> {
    for (;;) {
      const found = take();
      if (found !== undefined) return found;
      if (isEnded) throw new Error(`The stream ended before ${what}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }

  return {
    response,
    get retry() {
      return retry;
    },
    /** The last `id:` received, to send back as Last-Event-ID. */
    get lastEventId() {
      return lastEventId;
    },
    nextEvent: () => waitFor(() => events.shift(), 'the next event'),
    nextComment: () => waitFor(() => comments.shift(), 'the next comment'),
    /** Resolves when the server ends the stream. */
    ended: () => waitFor(() => (isEnded ? true : undefined), 'its end'),
    /**
     * Stops reading at once. Cancelling the reader ends a pending read whatever the connection
     * does: an aborted fetch alone did not always end it (in CI runs the read then waited for the
     * server to end the stream, which it only does when it closes, after this).
     */
    async close() {
      controller.abort();
      await reader?.cancel().catch(() => {});
      await reading;
    },
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;
