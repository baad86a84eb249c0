/** One dispatched server-sent event: its type (`message` unless named), the last event id seen, its data. */
export interface StreamEvent {
  type: string;
  id: string | null;
  data: string;
}

export interface StreamParserHandlers {
  onEvent(event: StreamEvent): void;
  /** The server's `retry:` hint, in milliseconds. */
  onRetry?(milliseconds: number): void;
}

/**
 * The `text/event-stream` format (HTML Living Standard, "Server-sent events"), read from a fetch
 * body: `EventSource` cannot send the Authorization header, so the stream is read by hand
 * (issue 20 §9). Feed it text as it arrives, in chunks of any size; lines may
 * end in LF, CRLF or CR, and a line may be split between two chunks.
 */
export function createStreamParser(handlers: StreamParserHandlers) {
  let buffer = '';
  let eventType = '';
  let data: string[] = [];
  /** The `id:` read so far; it becomes the last event id only once its block is complete. */
  let idBuffer: string | null = null;
  let lastEventId: string | null = null;
  /** A CR ended the previous chunk: an LF that starts the next one belongs to it. */
  let skipLeadingLf = false;

  const dispatch = () => {
    const type = eventType || 'message';
    const hasData = data.length > 0;
    const text = data.join('\n');
    eventType = '';
    data = [];
    // An event without data is not dispatched, but its id still counts (the spec's rule): a cut
    // in the middle of a block leaves the id of the last complete one.
    lastEventId = idBuffer;
    if (hasData) handlers.onEvent({ type, id: lastEventId, data: text });
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return; // a comment: the server's heartbeat
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') {
      if (!value.includes('\0')) idBuffer = value;
    } else if (field === 'retry') {
      if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
    }
  };

  return {
    push(chunk: string): void {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        processLine(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
    /** The id of the last complete block received, for `Last-Event-ID` on a reconnect. */
    get lastEventId(): string | null {
      return lastEventId;
    },
  };
}

export type StreamParser = ReturnType<typeof createStreamParser>;
