import { MONITORING_DEFAULTS } from '@app/shared/ai-member/ai-member.constants';
import {
  AiEngagementBodySchema,
  GenerateResponseBodySchema,
  MonitoringConfigSchema,
  MonitoringStatusResponseSchema,
  PersonasResponseSchema,
  TrendingResponseSchema,
} from '@app/shared/ai-member/ai-member.schemas';
import { AI_PERSONAS } from '@app/shared/ai-member/personas';
import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/identity.ts';
import { readState } from './ai-member.repository.ts';
import { engageOrExplain } from './engagement.service.ts';
import type { AnswerGenerator } from './generators.ts';
import {
  configureMonitoring,
  forceAnalysis,
  getAiMemberStats,
  getHistory,
  getMonitoringStats,
  getStatus,
  runPass,
  startMonitoring,
  stopMonitoring,
} from './monitoring.service.ts';
import { computeTrending } from './trending.service.ts';

const tags = ['ai-member'];
const admin = { preValidation: requireAdmin };
const adminSchema = { tags, security: [{ bearer: [] }] };
const adminErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

const personas = () => AI_PERSONAS.map(({ keywords: _keywords, ...persona }) => ({ ...persona, isAI: true as const }));

/**
 * The AI community member and its monitoring engine. Reads are public; everything that makes the
 * AI act, or changes the engine, needs the admin token.
 */
export const aiMemberRoutes: FastifyPluginAsyncZod<{ generator: AnswerGenerator }> = async (app, { generator }) => {
  const log = (entry: Record<string, unknown>) => app.log.info(entry, 'ai-member');
  /** A manual engagement (both routes), under the stored hourly cap; the persona answered by handle. */
  const engageManually = async (request: { questionId: string; personaHandle?: string; context?: string }) => {
    const { maxPerHour } = await readState(app.db);
    const result = await engageOrExplain(app.db, {
      ...request,
      trigger: 'manual',
      now: new Date(),
      generator,
      log,
      maxPerHour,
    });
    return { success: true as const, ...result, persona: result.persona.handle };
  };

  for (const path of ['/ai-community-member/personas', '/questions/ai-personas']) {
    app.get(
      path,
      { schema: { tags, summary: 'The four AI personas', response: { 200: PersonasResponseSchema } } },
      async () => ({
        success: true as const,
        personas: personas(),
      }),
    );
  }

  app.post(
    '/ai-community-member/generate-response',
    {
      ...admin,
      schema: {
        ...adminSchema,
        summary: 'Answer a question as the best-matching persona, within the rules (admin)',
        body: GenerateResponseBodySchema,
      },
    },
    async (request, reply) => reply.status(201).send(await engageManually(request.body)),
  );

  app.post(
    '/questions/ai-engagement',
    {
      ...admin,
      schema: {
        ...adminSchema,
        summary: 'Answer a question as a given (or the best-matching) persona, within the rules (admin)',
        body: AiEngagementBodySchema,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await engageManually({ questionId: request.body.questionId, personaHandle: request.body.persona })),
  );

  const passRoutes = [
    ['/ai-community-member/proactive-engagement', 'api'],
    ['/ai-community-member/monitor', 'api'],
    ['/monitoring/force-engagement', 'forced'],
  ] as const;
  for (const [path, trigger] of passRoutes) {
    app.post(
      path,
      {
        ...admin,
        schema: {
          ...adminSchema,
          summary: 'Run one monitoring pass now, with the same rules (admin)',
        },
      },
      async () => ({ success: true as const, ...(await runPass(app.db, { generator, log }, trigger)) }),
    );
  }

  app.get(
    '/ai-community-member/stats',
    { schema: { tags, summary: 'What the AI member has done, and the engine' } },
    async () => ({
      success: true as const,
      stats: await getAiMemberStats(app.db, generator.name),
    }),
  );

  app.get(
    '/ai-community-member/trending-topics',
    {
      schema: {
        tags,
        summary: 'Tags and title terms trending over 7 days vs the 7 before',
        response: { 200: TrendingResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      topics: await computeTrending(app.db),
      analyzedAt: new Date().toISOString(),
    }),
  );

  app.post(
    '/monitoring/start',
    {
      ...admin,
      schema: {
        ...adminSchema,
        summary: 'Start the engine (admin)',
        response: { 200: MonitoringStatusResponseSchema, ...adminErrors },
      },
    },
    async () => ({ success: true as const, monitoring: await startMonitoring(app.db) }),
  );
  app.post(
    '/monitoring/stop',
    {
      ...admin,
      schema: {
        ...adminSchema,
        summary: 'Stop the engine (admin)',
        response: { 200: MonitoringStatusResponseSchema, ...adminErrors },
      },
    },
    async () => ({ success: true as const, monitoring: await stopMonitoring(app.db) }),
  );
  app.put(
    '/monitoring/config',
    {
      ...admin,
      schema: {
        ...adminSchema,
        summary: `Interval (minutes) and hourly cap; defaults ${MONITORING_DEFAULTS.proactiveEngagementInterval} and ${MONITORING_DEFAULTS.maxEngagementsPerHour} (admin)`,
        body: MonitoringConfigSchema,
        response: { 200: MonitoringStatusResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, monitoring: await configureMonitoring(app.db, request.body) }),
  );
  app.get(
    '/monitoring/stats',
    { schema: { tags, summary: 'The engine: running, last and next run, the last hour, totals' } },
    async () => ({
      success: true as const,
      stats: await getMonitoringStats(app.db),
    }),
  );
  app.get('/monitoring/history', { schema: { tags, summary: 'The latest passes and what each did' } }, async () => ({
    success: true as const,
    runs: await getHistory(app.db),
  }));
  app.post(
    '/monitoring/force-analysis',
    {
      ...admin,
      schema: {
        ...adminSchema,
        summary: 'Recompute the trending topics now (admin)',
        response: { 200: TrendingResponseSchema, ...adminErrors },
      },
    },
    async () => ({ success: true as const, ...(await forceAnalysis(app.db)) }),
  );

  app.get(
    '/debug/trending-topics',
    { ...admin, schema: { ...adminSchema, summary: 'The last forced analysis and a fresh one (admin)' } },
    async () => {
      const state = await readState(app.db);
      return {
        success: true as const,
        lastAnalysis: state.trendingAt ? { topics: state.trending, analyzedAt: state.trendingAt.toISOString() } : null,
        live: await computeTrending(app.db),
      };
    },
  );
  app.get(
    '/debug/ai-community-member/stats',
    { ...admin, schema: { ...adminSchema, summary: 'AI member stats with the engine status (admin)' } },
    async () => ({
      success: true as const,
      stats: await getAiMemberStats(app.db, generator.name),
      monitoring: await getStatus(app.db),
    }),
  );
};
