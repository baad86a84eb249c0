import {
  AchievementsResponseSchema,
  GamificationLeaderboardQuerySchema,
  GamificationLeaderboardResponseSchema,
  ProgressResponseSchema,
  RewardResponseSchema,
  RewardsResponseSchema,
} from '@app/shared/gamification/gamification.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documented } from '../../lib/route-responses.ts';
import { loadVisitor, requireVisitor } from '../../plugins/identity.ts';
import { claimReward, getAchievements, getLeaderboard, getProgress, getRewards } from './gamification.service.ts';

const tags = ['gamification'];

export const gamificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gamification/progress',
    {
      schema: {
        tags,
        summary: "The caller's points, level and counts",
        ...documented({ 200: ProgressResponseSchema }, { auth: 'optional' }),
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, progress: await getProgress(app.db, visitor?.id ?? null) };
    },
  );

  app.get(
    '/gamification/achievements',
    {
      schema: {
        tags,
        summary: "The caller's achievements, earned from real counts",
        ...documented({ 200: AchievementsResponseSchema }, { auth: 'optional' }),
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, achievements: await getAchievements(app.db, visitor?.id ?? null) };
    },
  );

  app.get(
    '/gamification/rewards',
    {
      schema: {
        tags,
        summary: 'The six rewards: locked, unlocked or claimed',
        ...documented({ 200: RewardsResponseSchema }, { auth: 'optional' }),
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, ...(await getRewards(app.db, visitor?.id ?? null)) };
    },
  );

  app.post(
    '/gamification/rewards/:id/claim',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Claim a reward whose points threshold you reached (once)',
        params: z.object({ id: z.string().min(1).max(100) }),
        ...documented(
          { 200: RewardResponseSchema },
          {
            auth: 'visitor',
            body: true,
            notFound: true,
            conflict: 'Still locked or already claimed (`conflict`), or an Idempotency-Key reused.',
          },
        ),
      },
    },
    async (request) => ({
      success: true as const,
      reward: await claimReward(app.db, request.requireVisitor(), request.params.id),
    }),
  );

  app.get(
    '/gamification/leaderboard',
    {
      schema: {
        tags,
        summary: 'Top 10 by points in a period (all, month = 30 days, week = 7 days)',
        querystring: GamificationLeaderboardQuerySchema,
        ...documented({ 200: GamificationLeaderboardResponseSchema }, { auth: 'optional' }),
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, ...(await getLeaderboard(app.db, request.query.period, visitor?.id ?? null)) };
    },
  );
};
