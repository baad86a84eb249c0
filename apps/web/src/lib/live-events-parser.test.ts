import { describe, expect, it } from 'vitest';
import { createStreamParser, type StreamEvent } from './live-events-parser';

function parse(chunks: string[]) {
  const events: StreamEvent[] = [];
  const retries: number[] = [];
  const parser = createStreamParser({ onEvent: (event) => events.push(event), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, lastEventId: parser.lastEventId };
}

describe('reading a server-sent event stream', () => {
  it('dispatches a named event with its id and data at the blank line', () => {
    const { events, lastEventId } = parse(['event: notification\nid: 42\ndata: {"id":"42"}\n\n']);
    expect(events).toEqual([{ type: 'notification', id: '42', data: '{"id":"42"}' }]);
    expect(lastEventId).toBe('42');
  });

  it('waits for the blank line: a half-sent event is not dispatched yet, nor its id kept', () => {
    const { events, lastEventId } = parse(['id: 1\ndata: {}\n\n', 'event: notification\nid: 1.1\ndata: {}\n']);
    expect(events).toHaveLength(1);
    expect(lastEventId).toBe('1');
  });

  it('puts together an event split anywhere between chunks, even inside a line', () => {
    const text = 'event: notification\nid: 7\ndata: {"title":"New answer"}\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const { events } = parse([text.slice(0, cut), text.slice(cut)]);
      expect(events, `cut at ${cut}`).toEqual([{ type: 'notification', id: '7', data: '{"title":"New answer"}' }]);
    }
  });

  it('accepts CRLF and lone CR line endings, including a CRLF split between two chunks', () => {
    expect(parse(['id: 1\r\ndata: a\r\n\r\n']).events).toEqual([{ type: 'message', id: '1', data: 'a' }]);
    expect(parse(['id: 2\rdata: b\r\r']).events).toEqual([{ type: 'message', id: '2', data: 'b' }]);
    expect(parse(['data: c\r', '\n\r', '\n']).events).toEqual([{ type: 'message', id: null, data: 'c' }]);
  });

  it('joins several data lines with newlines and strips only the first space after the colon', () => {
    const { events } = parse(['data:one\ndata:  two\ndata\n\n']);
    expect(events).toEqual([{ type: 'message', id: null, data: 'one\n two\n' }]);
  });

  it('skips heartbeat comments and unknown fields', () => {
    const { events } = parse([': heartbeat\n\n', 'foo: bar\n', ': heartbeat\n', 'data: x\n\n']);
    expect(events).toEqual([{ type: 'message', id: null, data: 'x' }]);
  });

  it('keeps the last id for the next events and for a reconnect, even from an event without data', () => {
    const { events, lastEventId } = parse(['id: 3\ndata: a\n\n', 'data: b\n\n', 'id: 9\n\n']);
    expect(events.map((event) => event.id)).toEqual(['3', '3']);
    expect(lastEventId).toBe('9');
  });

  it('resets the event type after each event', () => {
    const { events } = parse(['event: notification\ndata: a\n\ndata: b\n\n']);
    expect(events.map((event) => event.type)).toEqual(['notification', 'message']);
  });

  it('reports a numeric retry hint and ignores a malformed one', () => {
    expect(parse(['retry: 3000\n\n', 'retry: soon\n\n', 'retry: 1.5\n\n']).retries).toEqual([3000]);
  });
});
