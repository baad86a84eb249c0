import { RecordAnalyticsBodySchema, RecordAnalyticsResponseSchema } from '@app/shared/analytics/analytics.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
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
        ...documented({ 202: RecordAnalyticsResponseSchema }, { auth: 'optional', body: true }),
      },
    },
    async (request, reply) => {
      const visitor = await loadVisitor(request);
      const accepted = await recordEvents(app.db, visitor?.id ?? null, request.body.events);
      return reply.status(202).send({ success: true, accepted });
    },
  );
};
