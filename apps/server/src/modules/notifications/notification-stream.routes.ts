import { API_ERROR_CODES, ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import { NOTIFICATION_MESSAGES, STREAM_SESSION_ENDED_EVENT } from '@app/shared/notifications/notifications.constants';
import { StreamHeadersSchema } from '@app/shared/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { documented } from '../../lib/route-responses.ts';
import { currentSessionId, requireVisitor } from '../../plugins/identity.ts';
import { createOpenStreamRegistry, type StreamSlot } from '../cluster/open-stream-limits.ts';
import { createNotificationHub } from './notification-hub.ts';
import { createSseSink } from './sse-sink.ts';
import { parseStreamCursor } from './stream-cursor.ts';
import { createStreamSessions } from './stream-sessions.ts';

/** What a refused stream's Retry-After says: a tab closes, or the client backs off, meanwhile. */
const STREAM_LIMIT_RETRY_AFTER_S = 60;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: a proxy must not compress or rewrite (and so buffer) the stream.
  'cache-control': 'no-cache, no-transform',
  // nginx would otherwise buffer the response and deliver events late, in lumps.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

/**
 * GET /api/notifications/stream: the visitor's notifications, live, as Server-Sent Events over a
 * fetch-based stream (docs/decisions/004). The client authenticates with its usual Authorization
 * header, so the token never appears in a URL; it resumes with Last-Event-ID, the cursor of the last
 * event it received (stream-cursor.ts).
 *
 * The response is hijacked: Fastify's onSend hooks never see it, so neither compression (which
 * would buffer it; @fastify/compress also skips text/event-stream and the route opts out) nor the
 * read cache nor idempotency touch it. The rate limit counts the request once, when it opens.
 *
 * A stream belongs to the session of its token (issue 35 §1): when that session ends (sign-out,
 * revocation, account deletion), on whichever process, the stream gets `event: session-ended` and
 * closes within a second; a token whose session ended cannot open one (401).
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = createNotificationHub({
    database: app.database,
    onError: (error) => app.log.warn({ err: error }, 'reading notifications for live streams failed'),
  });
  const openStreams = createOpenStreamRegistry(app.db, {
    limits: { perVisitor: app.config.STREAM_LIMIT_PER_VISITOR, perIp: app.config.STREAM_LIMIT_PER_IP },
    onError: (error) => app.log.warn({ err: error }, 'counting the open live streams failed'),
  });
  const streamSessions = createStreamSessions({
    database: app.database,
    onError: (error) => app.log.warn({ err: error }, 'checking the sessions of live streams failed'),
  });
  // preClose runs before the server stops accepting and waits for open connections: a stream
  // never ends by itself, so without this a graceful shutdown would wait for every tab.
  app.addHook('preClose', async () => {
    await hub.close();
    await streamSessions.close();
    await openStreams.close();
  });

  app.get(
    '/notifications/stream',
    {
      preHandler: requireVisitor,
      compress: false,
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, live (Server-Sent Events; send Last-Event-ID to resume)',
        description:
          'A `text/event-stream` that stays open: `retry:` first, then `event: notification` with `id:` (the ' +
          "stream's cursor: send back the last one received, as received) and `data:` (the notification as JSON), " +
          'and a `: heartbeat` comment every 15 s. A fresh stream first sends its starting `id:` alone. When the ' +
          `session of the token ends (sign-out, revoked, account deleted), \`event: ${STREAM_SESSION_ENDED_EVENT}\` ` +
          'with `data: {"reason": ...}` comes last and the stream closes: do not reconnect with that token.',
        headers: StreamHeadersSchema,
        ...documented(
          {
            200: {
              description: 'Server-Sent Events (never ends by itself)',
              content: { 'text/event-stream': { schema: z.string() } },
            },
            429: {
              description:
                'Too many open streams (`rate_limited`, with Retry-After): STREAM_LIMIT_PER_VISITOR (10) per visitor ' +
                'or STREAM_LIMIT_PER_IP (50) per IP, counted over every server instance; or the rate limit.',
              content: { 'application/json': { schema: ApiErrorSchema } },
            },
          },
          { auth: 'visitor' },
        ),
      },
    },
    async (request, reply) => {
      const visitor = request.requireVisitor();
      const lastEventId = request.headers['last-event-id'];
      const raw = reply.raw;
      const sink = createSseSink(raw);
      // Registered before anything is sent: a database that cannot be reached is still a 503
      // reply, and once the client sees the stream open, every later notification comes on it.
      const resumeFrom = lastEventId === undefined ? null : parseStreamCursor(lastEventId);
      // Watched before the stream opens: a session that ends from now on is heard.
      const session = await streamSessions.watch(currentSessionId(request));
      if (!session) throw unauthorized();
      let closeStream: () => void;
      let slot: StreamSlot | null = null;
      try {
        // At most STREAM_LIMIT_PER_VISITOR streams per visitor and STREAM_LIMIT_PER_IP per IP, on
        // every process together (issue 40 §5): the next one is refused before it opens.
        const claimed = await openStreams.claim(visitor.id, request.ip);
        if (claimed === 'visitor' || claimed === 'ip') {
          reply.header('retry-after', String(STREAM_LIMIT_RETRY_AFTER_S));
          throw new AppError(429, API_ERROR_CODES.rateLimited, NOTIFICATION_MESSAGES.tooManyStreams);
        }
        slot = claimed;
        closeStream = await hub.open(visitor.id, resumeFrom, sink);
      } catch (error) {
        session.stop();
        slot?.release();
        throw error;
      }
      const close = () => {
        closeStream();
        session.stop();
        slot?.release();
      };
      // Nothing reaches the stream after this event: it leaves the hub first.
      session.onEnded((reason) => {
        close();
        sink.sessionEnded(reason);
      });
      reply.hijack();
      raw.on('close', close);
      if (raw.destroyed) close();
      // The headers hooks set on the reply (request id, CORS, rate limit) go out with the stream's.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value);
      sink.start(SSE_HEADERS);
      return reply;
    },
  );
};
