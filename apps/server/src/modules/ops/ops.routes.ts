import {
  DebugDatabaseResponseSchema,
  DebugEnvResponseSchema,
  DebugGhlStatusResponseSchema,
} from '@app/shared/ops/debug.schemas';
import { HealthResponseSchema, HealthUnavailableResponseSchema } from '@app/shared/ops/health.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireAdmin } from '../../plugins/identity.ts';
import { checkHealth, describeDatabase, describeEnvironment } from './ops.service.ts';

export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness and database reachability',
        // Its own 503: the health body, with the error.
        ...documented({ 200: HealthResponseSchema, 503: HealthUnavailableResponseSchema }, { auth: 'none' }),
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
  const tags = ['ops'];

  app.get(
    '/debug/env',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Which settings are set, as booleans; never a value (admin)',
        ...documented({ 200: DebugEnvResponseSchema }, { auth: 'admin', database: false }),
      },
    },
    async () => ({
      success: true as const,
      environment: describeEnvironment(app.config),
    }),
  );

  app.get(
    '/debug/database',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Driver, migrations, rows per table, ping (admin)',
        ...documented({ 200: DebugDatabaseResponseSchema }, { auth: 'admin' }),
      },
    },
    async () => ({ success: true as const, database: await describeDatabase(app.database) }),
  );

  app.get(
    '/debug/ghl-status',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Whether a CRM (GoHighLevel) sync is configured (admin)',
        ...documented({ 200: DebugGhlStatusResponseSchema }, { auth: 'admin', database: false }),
      },
    },
    async () => ({
      success: true as const,
      ghl: {
        configured: false as const,
        message:
          'No CRM sync is configured: opportunities and tasks live in this database, and nothing is sent to GoHighLevel.',
      },
    }),
  );
};
