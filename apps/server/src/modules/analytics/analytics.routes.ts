import { RecordAnalyticsBodySchema, RecordAnalyticsResponseSchema } from '@app/shared/analytics/analytics.schemas';
import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadVisitor } from '../../plugins/identity.ts';
import { recordEvents } from './analytics.service.ts';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a batch of tracker events (a visitor token is optional)',
        body: RecordAnalyticsBodySchema,
        response: { 202: RecordAnalyticsResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const visitor = await loadVisitor(request);
      const accepted = await recordEvents(app.db, visitor?.id ?? null, request.body.events);
      return reply.status(202).send({ success: true, accepted });
    },
  );
};
