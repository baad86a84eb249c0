import { HealthResponseSchema, HealthUnavailableResponseSchema } from '@app/shared/ops/health.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/identity.ts';
import { checkHealth, describeDatabase, describeEnvironment } from './ops.service.ts';

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

  const admin = { preValidation: requireAdmin };
  const schema = (summary: string) => ({ schema: { tags: ['ops'], security: [{ bearer: [] }], summary } });

  app.get(
    '/debug/env',
    { ...admin, ...schema('Which settings are set, as booleans; never a value (admin)') },
    async () => ({
      success: true as const,
      environment: describeEnvironment(app.config),
    }),
  );

  app.get('/debug/database', { ...admin, ...schema('Driver, migrations, rows per table, ping (admin)') }, async () => ({
    success: true as const,
    database: await describeDatabase(app.database),
  }));

  app.get(
    '/debug/ghl-status',
    { ...admin, ...schema('Whether a CRM (GoHighLevel) sync is configured (admin)') },
    async () => ({
      success: true as const,
      ghl: {
        configured: false,
        message:
          'No CRM sync is configured: opportunities and tasks live in this database, and nothing is sent to GoHighLevel.',
      },
    }),
  );
};
