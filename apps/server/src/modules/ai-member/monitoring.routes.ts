import { MONITORING_DEFAULTS } from '@app/shared/ai-member/ai-member.constants';
import {
  MonitoringConfigSchema,
  MonitoringStatusResponseSchema,
  TrendingResponseSchema,
} from '@app/shared/ai-member/ai-member.schemas';
import {
  MonitoringHistoryResponseSchema,
  MonitoringStatsResponseSchema,
} from '@app/shared/ai-member/ai-member-stats.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireAdmin } from '../../plugins/identity.ts';
import {
  configureMonitoring,
  forceAnalysis,
  getHistory,
  getMonitoringStats,
  startMonitoring,
  stopMonitoring,
} from './monitoring.service.ts';

const tags = ['ai-member'];
const admin = { preValidation: requireAdmin };
/** An admin action that changes the engine (a POST or PUT). */
const adminWrite = { auth: 'admin', body: true } as const;

/**
 * The monitoring engine's control center: its state and history are public; starting, stopping,
 * configuring it and forcing an analysis need the admin token. Registered by ai-member.routes.ts.
 */
export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/monitoring/start',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Start the engine (admin)',
        ...documented({ 200: MonitoringStatusResponseSchema }, adminWrite),
      },
    },
    async () => ({ success: true as const, monitoring: await startMonitoring(app.db) }),
  );
  app.post(
    '/monitoring/stop',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Stop the engine (admin)',
        ...documented({ 200: MonitoringStatusResponseSchema }, adminWrite),
      },
    },
    async () => ({ success: true as const, monitoring: await stopMonitoring(app.db) }),
  );
  app.put(
    '/monitoring/config',
    {
      ...admin,
      schema: {
        tags,
        summary: `Interval (minutes) and hourly cap; defaults ${MONITORING_DEFAULTS.proactiveEngagementInterval} and ${MONITORING_DEFAULTS.maxEngagementsPerHour} (admin)`,
        body: MonitoringConfigSchema,
        ...documented({ 200: MonitoringStatusResponseSchema }, adminWrite),
      },
    },
    async (request) => ({ success: true as const, monitoring: await configureMonitoring(app.db, request.body) }),
  );
  app.get(
    '/monitoring/stats',
    {
      schema: {
        tags,
        summary: 'The engine: running, last and next run, the last hour, totals',
        ...documented({ 200: MonitoringStatsResponseSchema }, { auth: 'none' }),
      },
    },
    async () => ({
      success: true as const,
      stats: await getMonitoringStats(app.db),
    }),
  );
  app.get(
    '/monitoring/history',
    {
      schema: {
        tags,
        summary: 'The latest passes and what each did',
        ...documented({ 200: MonitoringHistoryResponseSchema }, { auth: 'none' }),
      },
    },
    async () => ({ success: true as const, runs: await getHistory(app.db) }),
  );
  app.post(
    '/monitoring/force-analysis',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Recompute the trending topics now (admin)',
        ...documented({ 200: TrendingResponseSchema }, adminWrite),
      },
    },
    async () => ({ success: true as const, ...(await forceAnalysis(app.db)) }),
  );
};
