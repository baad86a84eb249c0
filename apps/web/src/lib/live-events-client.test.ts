import {
  NOTIFICATION_POLL_MS,
  STREAM_RETRY_MS,
  STREAM_SESSION_ENDED_EVENT,
} from '@app/shared/notifications/notifications.constants';
import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveEvents } from './live-events-client';
import { getUnreadCount, setUnreadCount, subscribe } from './live-events-store';

function buildNotification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'answer.new',
    title: 'New answer to your question',
    body: 'Someone answered "Which tool for wireframes?"',
    link: '/proto-hub?question=q1',
    data: { questionId: 'q1' },
    readAt: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** An event as the server writes it; its id is the stream's cursor (the notification id will do). */
const asEvent = (notification: Notification, id = notification.id) =>
  `event: notification\nid: ${id}\ndata: ${JSON.stringify(notification)}\n\n`;

/** The API as the client sees it: stored notifications, an unread count, and streams it can hold open. */
function fakeServer() {
  const encoder = new TextEncoder();
  const state = {
    stored: [] as Notification[], // newest first
    unreadCount: 0,
    stream: 'open' as 'open' | 'unreachable' | 503 | 401 | 429,
    retryAfter: null as string | null,
    requests: [] as { url: string; headers: Headers }[],
    streams: [] as ReadableStreamDefaultController<Uint8Array>[],
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    state.requests.push({ url, headers });
    if (url.startsWith('/api/notifications?')) {
      const limit = Number(new URL(url, 'http://x').searchParams.get('limit'));
      const notifications = state.stored.slice(0, limit);
      return Response.json({ success: true, notifications, nextCursor: null, unreadCount: state.unreadCount });
    }
    if (state.stream === 'unreachable') throw new TypeError('Failed to fetch');
    if (state.stream !== 'open') {
      const retryAfter: Record<string, string> = state.retryAfter ? { 'retry-after': state.retryAfter } : {};
      return Response.json({ success: false }, { status: state.stream, headers: retryAfter });
    }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        state.streams.push(controller);
        init?.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  const send = (text: string) => state.streams.at(-1)?.enqueue(encoder.encode(text));
  const endStream = () => state.streams.at(-1)?.close();
  const streamRequests = () => state.requests.filter((request) => request.url === '/api/notifications/stream');
  const pollRequests = () => state.requests.filter((request) => request.url.startsWith('/api/notifications?'));
  return { state, fetch, send, endStream, streamRequests, pollRequests };
}

/** Timers run when the test says so, like the wait a person would sit through. */
function fakeTimers() {
  const pending = new Map<number, { callback: () => void; milliseconds: number }>();
  let next = 1;
  return {
    setTimer: (callback: () => void, milliseconds: number) => {
      pending.set(next, { callback, milliseconds });
      return next++;
    },
    clearTimer: (handle: unknown) => void pending.delete(handle as number),
    delays: () => [...pending.values()].map((timer) => timer.milliseconds),
    /** Runs the timers due after `milliseconds` (the ones scheduled with exactly that delay). */
    elapse(milliseconds: number) {
      for (const [handle, timer] of [...pending]) {
        if (timer.milliseconds !== milliseconds) continue;
        pending.delete(handle);
        timer.callback();
      }
    },
  };
}

let server: ReturnType<typeof fakeServer>;
let timers: ReturnType<typeof fakeTimers>;
let token: string | null;
let received: Notification[];
let unsubscribe: () => void;

let refusals: number;

function startClient() {
  const onRefused = () => {
    refusals += 1;
  };
  const client = createLiveEvents({
    fetch: server.fetch,
    readToken: () => token,
    random: () => 0.5,
    onRefused,
    ...timers,
  });
  client.sync();
  return client;
}

beforeEach(() => {
  server = fakeServer();
  timers = fakeTimers();
  token = 'visitor-token';
  received = [];
  refusals = 0;
  setUnreadCount(0);
  unsubscribe = subscribe((notification) => received.push(notification));
});

afterEach(() => unsubscribe());

describe('the live events client', () => {
  it('stays idle for a visitor without a token: it never creates a session just to listen', () => {
    token = null;
    const client = startClient();
    expect(client.status).toBe('stopped');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('reads the count, then opens one stream with the bearer token, resuming after the newest stored one', async () => {
    server.state.stored = [buildNotification('12'), buildNotification('11')];
    server.state.unreadCount = 2;
    const client = startClient();
    await vi.waitFor(() => expect(client.status).toBe('open'));
    expect(getUnreadCount()).toBe(2);
    const [stream] = server.streamRequests();
    expect(stream?.headers.get('authorization')).toBe('Bearer visitor-token');
    expect(stream?.headers.get('last-event-id')).toBe('12');
    expect(server.streamRequests()).toHaveLength(1);
  });

  it('resumes from 0 when nothing is stored yet, so an event written before the stream opens is not lost', async () => {
    const client = startClient();
    await vi.waitFor(() => expect(client.status).toBe('open'));
    expect(server.streamRequests()[0]?.headers.get('last-event-id')).toBe('0');
  });

  it('passes each new notification on and counts the unread ones; heartbeats and repeats change nothing', async () => {
    const client = startClient();
    await vi.waitFor(() => expect(client.status).toBe('open'));
    const first = buildNotification('5');
    server.send(`: heartbeat\n\n${asEvent(first)}`);
    server.send(asEvent(buildNotification('6', { readAt: '2026-01-02T10:01:00.000Z' })));
    server.send(asEvent(first, '6.1'));
    await vi.waitFor(() => expect(received.map((item) => item.id)).toEqual(['5', '6']));
    expect(getUnreadCount()).toBe(1);
    expect(client.lastEventId).toBe('6.1');
  });

  it('passes on a late notification (a lower id after a higher one) and keeps the cursor as the server wrote it', async () => {
    const client = startClient();
    await vi.waitFor(() => expect(client.status).toBe('open'));
    server.send(asEvent(buildNotification('31'), '29.2'));
    server.send(asEvent(buildNotification('30'), '29.1.1'));
    await vi.waitFor(() => expect(received.map((item) => item.id)).toEqual(['31', '30']));
    expect(getUnreadCount()).toBe(2);
    expect(client.lastEventId).toBe('29.1.1');
  });

  it('keeps the id of a block without an event (where a fresh stream starts), but not of a block cut short', async () => {
    const client = startClient();
    await vi.waitFor(() => expect(client.status).toBe('open'));
    server.send('id: 40\n\n');
    await vi.waitFor(() => expect(client.lastEventId).toBe('40'));
    server.send(`id: 40.2\nevent: notification\ndata: ${JSON.stringify(buildNotification('42'))}\n`);
    server.endStream();
    await vi.waitFor(() => expect(timers.delays()).toEqual([STREAM_RETRY_MS]));
    expect(received).toEqual([]);
    expect(client.lastEventId).toBe('40');
  });

  it('reconnects after the server ends the stream, after its retry hint, with the id of the last event it got', async () => {
    const client = startClient();
    await vi.waitFor(() => expect(client.status).toBe('open'));
    server.send(`retry: 1500\n\n${asEvent(buildNotification('21'), '19.2')}`);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    server.endStream();
    await vi.waitFor(() => expect(timers.delays()).toEqual([1500]));
    timers.elapse(1500);
    await vi.waitFor(() => expect(server.streamRequests()).toHaveLength(2));
    expect(server.streamRequests()[1]?.headers.get('last-event-id')).toBe('19.2');
    // The count was read once, at the start: a resume does not need it again.
    expect(server.pollRequests()).toHaveLength(1);
  });

  it('polls while the stream cannot be opened, backing off between attempts, and stops polling once it opens', async () => {
    server.state.stream = 'unreachable';
    const client = startClient();
    await vi.waitFor(() => expect(client.status).toBe('waiting'));
    await vi.waitFor(() => expect(timers.delays().sort()).toEqual([STREAM_RETRY_MS, NOTIFICATION_POLL_MS]));

    // Something happens meanwhile: the next poll finds it and passes it on.
    server.state.stored = [buildNotification('3')];
    server.state.unreadCount = 1;
    timers.elapse(NOTIFICATION_POLL_MS);
    await vi.waitFor(() => expect(received.map((item) => item.id)).toEqual(['3']));
    expect(getUnreadCount()).toBe(1);

    timers.elapse(STREAM_RETRY_MS);
    await vi.waitFor(() => expect(timers.delays()).toContain(STREAM_RETRY_MS * 2));

    server.state.stream = 'open';
    timers.elapse(STREAM_RETRY_MS * 2);
    await vi.waitFor(() => expect(client.status).toBe('open'));
    expect(timers.delays()).toEqual([]);
    // The stream resumes where it stood (a poll cannot write its cursor) and replays what the poll
    // passed on: recognized, not passed on twice.
    expect(server.streamRequests().at(-1)?.headers.get('last-event-id')).toBe('0');
    server.send(asEvent(buildNotification('3'), '0.3'));
    server.send(asEvent(buildNotification('4'), '0.3.1'));
    await vi.waitFor(() => expect(received.map((item) => item.id)).toEqual(['3', '4']));
  });

  it('waits at least Retry-After before trying again when the server has too many streams open (429)', async () => {
    server.state.stream = 429;
    server.state.retryAfter = '60';
    const client = startClient();
    await vi.waitFor(() => expect(client.status).toBe('waiting'));
    // Not the usual 3 s: the server said a minute, and the page polls meanwhile.
    await vi.waitFor(() => expect(timers.delays().sort((a, b) => a - b)).toEqual([NOTIFICATION_POLL_MS, 60_000]));
    expect(server.streamRequests()).toHaveLength(1);
    expect(refusals).toBe(0);

    // Refused again: it waits the server's minute again, never less.
    timers.elapse(60_000);
    await vi.waitFor(() => expect(server.streamRequests()).toHaveLength(2));
    await vi.waitFor(() => expect(Math.max(...timers.delays())).toBeGreaterThanOrEqual(60_000));

    server.state.stream = 'open';
    timers.elapse(Math.max(...timers.delays()));
    await vi.waitFor(() => expect(client.status).toBe('open'));
  });

  it('gives up on a token the server refuses, without retrying or creating a session', async () => {
    server.state.stream = 401;
    const client = startClient();
    await vi.waitFor(() => expect(client.status).toBe('stopped'));
    expect(timers.delays()).toEqual([]);
    client.sync();
    expect(server.streamRequests()).toHaveLength(1);
    expect(server.state.requests.every((request) => request.url.startsWith('/api/notifications'))).toBe(true);
    expect(refusals).toBe(1);
  });

  it('stops for good when the stream says its session ended: no reconnect, no poll, the token treated as refused', async () => {
    const client = startClient();
    await vi.waitFor(() => expect(client.status).toBe('open'));
    const requestsBefore = server.state.requests.length;
    server.send(`event: ${STREAM_SESSION_ENDED_EVENT}\ndata: {"reason":"revoked"}\n\n`);
    server.endStream();
    await vi.waitFor(() => expect(client.status).toBe('stopped'));
    expect(refusals).toBe(1);
    expect(timers.delays()).toEqual([]);
    client.sync();
    client.reconnectNow();
    expect(client.status).toBe('stopped');
    expect(server.state.requests).toHaveLength(requestsBefore);

    // Another visitor (signed in again) is listened for as usual.
    token = 'signed-in-again';
    client.sync();
    await vi.waitFor(() => expect(client.status).toBe('open'));
    expect(server.streamRequests().at(-1)?.headers.get('authorization')).toBe('Bearer signed-in-again');
  });

  it('starts over for another visitor when the stored token changes', async () => {
    server.state.unreadCount = 4;
    const client = startClient();
    await vi.waitFor(() => expect(getUnreadCount()).toBe(4));
    server.state.unreadCount = 0;
    token = 'another-visitor';
    client.sync();
    await vi.waitFor(() => expect(server.streamRequests()).toHaveLength(2));
    expect(server.streamRequests()[1]?.headers.get('authorization')).toBe('Bearer another-visitor');
    expect(getUnreadCount()).toBe(0);
  });
});
