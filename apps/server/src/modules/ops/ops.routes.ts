import {
  DebugDatabaseResponseSchema,
  DebugEnvResponseSchema,
  DebugGhlStatusResponseSchema,
} from '@app/shared/ops/debug.schemas';
import {
  HealthResponseSchema,
  HealthUnavailableResponseSchema,
  NotReadyResponseSchema,
  ReadyResponseSchema,
} from '@app/shared/ops/health.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireAdmin } from '../../plugins/identity.ts';
import { checkHealth, describeDatabase, describeEnvironment } from './ops.service.ts';
import { checkReadiness } from './readiness.ts';

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

  // Ready once everything is in place; draining from the moment the app starts closing, whoever
  // closes it (server.ts marks it earlier, on SIGTERM).
  app.addHook('onReady', async () => app.readiness.markServing());
  app.addHook('preClose', async () => app.readiness.startDraining());

  app.get(
    '/ready',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: whether this instance should be sent traffic (not rate limited)',
        description:
          '503 while the instance starts, once it drains after SIGTERM, or when its database cannot be reached ' +
          '(`reason`). A proxy or orchestrator stops routing to it then; `GET /api/health` stays the liveness check.',
        ...documented({ 200: ReadyResponseSchema, 503: NotReadyResponseSchema }, { auth: 'none' }),
      },
    },
    async (_request, reply) => {
      const notReady = await checkReadiness(app.readiness, app.database);
      reply.header('cache-control', 'no-store');
      if (notReady) return reply.status(503).send(notReady);
      return reply.send({ success: true as const, ready: true as const });
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
