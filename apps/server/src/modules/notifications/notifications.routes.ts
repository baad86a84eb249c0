import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import {
  ListNotificationsQuerySchema,
  ListNotificationsResponseSchema,
  MarkNotificationsReadBodySchema,
  MarkNotificationsReadResponseSchema,
} from '@app/shared/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVisitor } from '../../plugins/identity.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };
const visitorOnly = { tags: ['notifications'], security: [{ bearer: [] }] };

/** The notification centre (issue 20 §8): stored rows, so they survive a reload and another tab. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      preHandler: requireVisitor,
      schema: {
        ...visitorOnly,
        summary: 'Your notifications, newest first, with the unread count (unread=true: only unread ones)',
        querystring: ListNotificationsQuerySchema,
        response: { 200: ListNotificationsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listNotifications(app.db, request.requireVisitor().id, request.query)),
    }),
  );

  app.post(
    '/notifications/read',
    {
      preHandler: requireVisitor,
      schema: {
        ...visitorOnly,
        summary: 'Mark some ({ ids }) or all ({ all: true }) of your notifications read',
        body: MarkNotificationsReadBodySchema,
        response: { 200: MarkNotificationsReadResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await markNotificationsRead(app.db, request.requireVisitor().id, request.body)),
    }),
  );
};
