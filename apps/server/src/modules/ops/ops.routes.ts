import { HealthResponseSchema, HealthUnavailableResponseSchema } from '@app/shared/ops/health.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './ops.service.ts';

export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponseSchema, 503: HealthUnavailableResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.database, app.appVersion);
      if (health.database === 'up') return reply.header('cache-control', 'no-store').send(health);
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .send({
          ...health,
          success: false as const,
          error: 'database_unavailable',
          message: 'The database cannot be reached.',
        });
    },
  );
};
