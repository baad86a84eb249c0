import { StreamHeadersSchema } from '@app/shared/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import { createNotificationHub } from './notification-hub.ts';
import { createSseSink } from './sse-sink.ts';
import { parseStreamCursor } from './stream-cursor.ts';

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
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = createNotificationHub({
    database: app.database,
    onError: (error) => app.log.warn({ err: error }, 'reading notifications for live streams failed'),
  });
  // preClose runs before the server stops accepting and waits for open connections: a stream
  // never ends by itself, so without this a graceful shutdown would wait for every tab.
  app.addHook('preClose', () => hub.close());

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
          'and a `: heartbeat` comment every 15 s. A fresh stream first sends its starting `id:` alone.',
        headers: StreamHeadersSchema,
        ...documented(
          {
            200: {
              description: 'Server-Sent Events (never ends by itself)',
              content: { 'text/event-stream': { schema: z.string() } },
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
      const closeStream = await hub.open(visitor.id, resumeFrom, sink);
      reply.hijack();
      raw.on('close', closeStream);
      if (raw.destroyed) closeStream();
      // The headers hooks set on the reply (request id, CORS, rate limit) go out with the stream's.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value);
      sink.start(SSE_HEADERS);
      return reply;
    },
  );
};
