import {
  AiEngagementBodySchema,
  GenerateResponseBodySchema,
  PersonasResponseSchema,
  TrendingResponseSchema,
} from '@app/shared/ai-member/ai-member.schemas';
import {
  AiMemberStatsResponseSchema,
  DebugAiMemberStatsResponseSchema,
  DebugTrendingResponseSchema,
  EngagementResponseSchema,
  MonitoringPassResponseSchema,
} from '@app/shared/ai-member/ai-member-stats.schemas';
import { AI_PERSONAS } from '@app/shared/ai-member/personas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../lib/route-responses.ts';
import { requireAdmin } from '../../plugins/identity.ts';
import { readState } from './ai-member.repository.ts';
import { engageOrExplain } from './engagement.service.ts';
import type { AnswerGenerator } from './generators.ts';
import { monitoringRoutes } from './monitoring.routes.ts';
import { getAiMemberStats, getStatus, runPass } from './monitoring.service.ts';
import { computeTrending, type TrendingTopic } from './trending.service.ts';

const tags = ['ai-member'];
const admin = { preValidation: requireAdmin };
/** An admin action that makes the AI act (a POST). */
const adminWrite = { auth: 'admin', body: true } as const;
const engagementOutcome = {
  ...adminWrite,
  notFound: 'No question with this id (`not_found`).',
  conflict: 'The rules say no (`conflict`): the message is the reason (answered, a person answered, hourly cap).',
} as const;

const personas = () => AI_PERSONAS.map(({ keywords: _keywords, ...persona }) => ({ ...persona, isAI: true as const }));

/**
 * The AI community member and its monitoring engine. Reads are public; everything that makes the
 * AI act, or changes the engine, needs the admin token.
 */
export const aiMemberRoutes: FastifyPluginAsyncZod<{ generator: AnswerGenerator }> = async (app, { generator }) => {
  await app.register(monitoringRoutes);
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
      {
        schema: {
          tags,
          summary: 'The four AI personas',
          ...documented({ 200: PersonasResponseSchema }, { auth: 'none', database: false }),
        },
      },
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
        tags,
        summary: 'Answer a question as the best-matching persona, within the rules (admin)',
        body: GenerateResponseBodySchema,
        ...documented({ 201: EngagementResponseSchema }, engagementOutcome),
      },
    },
    async (request, reply) => reply.status(201).send(await engageManually(request.body)),
  );

  app.post(
    '/questions/ai-engagement',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Answer a question as a given (or the best-matching) persona, within the rules (admin)',
        body: AiEngagementBodySchema,
        ...documented({ 201: EngagementResponseSchema }, engagementOutcome),
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
          tags,
          summary: 'Run one monitoring pass now, with the same rules (admin)',
          ...documented({ 200: MonitoringPassResponseSchema }, adminWrite),
        },
      },
      async () => ({ success: true as const, ...(await runPass(app.db, { generator, log }, trigger)) }),
    );
  }

  app.get(
    '/ai-community-member/stats',
    {
      schema: {
        tags,
        summary: 'What the AI member has done, and the engine',
        ...documented({ 200: AiMemberStatsResponseSchema }, { auth: 'none' }),
      },
    },
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
        ...documented({ 200: TrendingResponseSchema }, { auth: 'none' }),
      },
    },
    async () => ({
      success: true as const,
      topics: await computeTrending(app.db),
      analyzedAt: new Date().toISOString(),
    }),
  );

  app.get(
    '/debug/trending-topics',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The last forced analysis and a fresh one (admin)',
        ...documented({ 200: DebugTrendingResponseSchema }, { auth: 'admin' }),
      },
    },
    async () => {
      const state = await readState(app.db);
      return {
        success: true as const,
        // The column holds what forceAnalysis stored: computeTrending's topics.
        lastAnalysis: state.trendingAt
          ? { topics: state.trending as TrendingTopic[], analyzedAt: state.trendingAt.toISOString() }
          : null,
        live: await computeTrending(app.db),
      };
    },
  );
  app.get(
    '/debug/ai-community-member/stats',
    {
      ...admin,
      schema: {
        tags,
        summary: 'AI member stats with the engine status (admin)',
        ...documented({ 200: DebugAiMemberStatsResponseSchema }, { auth: 'admin' }),
      },
    },
    async () => ({
      success: true as const,
      stats: await getAiMemberStats(app.db, generator.name),
      monitoring: await getStatus(app.db),
    }),
  );
};
