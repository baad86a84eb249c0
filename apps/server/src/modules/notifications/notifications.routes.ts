import {
  ListNotificationsQuerySchema,
  ListNotificationsResponseSchema,
  MarkNotificationsReadBodySchema,
  MarkNotificationsReadResponseSchema,
} from '@app/shared/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/json-text.ts';
import { documented } from '../../lib/route-responses.ts';
import { requireVisitor } from '../../plugins/identity.ts';
import type { LeasedScheduler } from '../cluster/scheduler-lease.ts';
import { listNotificationsText, markNotificationsRead } from './notifications.service.ts';
import { startUnreadCompaction } from './unread-compaction.ts';

const tags = ['notifications'];

/** The notification centre (issue 20 §8): stored rows, so they survive a reload and another tab. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ compaction: boolean }> = async (app, options) => {
  let compaction: LeasedScheduler | null = null;
  app.addHook('onReady', async () => {
    if (options.compaction)
      compaction = startUnreadCompaction(app.db, (entry) => app.log.info(entry, 'unread compaction'));
  });
  // Before the database closes (its hook runs after this one): a compaction in progress finishes.
  app.addHook('onClose', async () => compaction?.stop());

  app.get(
    '/notifications',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Your notifications, newest first, with the unread count (unread=true: only unread ones)',
        querystring: ListNotificationsQuerySchema,
        ...documented({ 200: ListNotificationsResponseSchema }, { auth: 'visitor' }),
      },
    },
    // The notifications are JSON the database wrote, sent as they are (notifications.routes.test.ts
    // holds the answer to ListNotificationsResponseSchema).
    async (request, reply) =>
      sendJsonText(reply, await listNotificationsText(app.db, request.requireVisitor().id, request.query)),
  );

  app.post(
    '/notifications/read',
    {
      preHandler: requireVisitor,
      schema: {
        tags,
        summary: 'Mark some ({ ids }) or all ({ all: true }) of your notifications read',
        body: MarkNotificationsReadBodySchema,
        ...documented({ 200: MarkNotificationsReadResponseSchema }, { auth: 'visitor', body: true }),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await markNotificationsRead(app.db, request.requireVisitor().id, request.body)),
    }),
  );
};
