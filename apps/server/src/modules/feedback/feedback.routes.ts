import { ApiErrorSchema } from '@app/shared/api/api-error.schemas';
import {
  AchievementsResponseSchema,
  AnalyticsQuerySchema,
  CreateFeedbackBodySchema,
  CreateFeedbackResponseSchema,
  ExportQuerySchema,
  FeatureCardsResponseSchema,
  FeedbackAnalyticsResponseSchema,
  FeedbackStatsResponseSchema,
  LeaderboardQuerySchema,
  LeaderboardResponseSchema,
  ListFeedbackQuerySchema,
  ListFeedbackResponseSchema,
} from '@app/shared/feedback/feedback.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadVisitor, requireAdmin, requireVisitor } from '../../plugins/identity.ts';
import {
  exportFeedback,
  getAchievements,
  getAnalytics,
  getFeatureCards,
  getFeedbackStats,
  getLeaderboard,
  listFeedback,
  submitFeedback,
} from './feedback.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema };
const tags = ['feedback'];

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Send feedback; earns points',
        body: CreateFeedbackBodySchema,
        response: { 201: CreateFeedbackResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await submitFeedback(app.db, request.requireVisitor(), request.body);
      return reply.status(201).send({ success: true, ...result });
    },
  );

  app.get(
    '/feedback',
    {
      schema: {
        tags,
        summary: 'Recent feedback',
        querystring: ListFeedbackQuerySchema,
        response: { 200: ListFeedbackResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listFeedback(app.db, request.query)) }),
  );

  app.get(
    '/feedback/stats',
    { schema: { tags, summary: 'Totals over all stored feedback', response: { 200: FeedbackStatsResponseSchema } } },
    async () => ({ success: true as const, stats: await getFeedbackStats(app.db) }),
  );

  app.get(
    '/feedback/analytics',
    {
      config: { readCache: { scope: 'feedback' } },
      schema: {
        tags,
        summary: 'Analytics for a timeframe, from the stored rows',
        querystring: AnalyticsQuerySchema,
        response: { 200: FeedbackAnalyticsResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      analytics: await getAnalytics(app.db, request.query.timeframe, request.query.feature),
    }),
  );

  app.get(
    '/feedback/export',
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'The rows behind the analytics, as CSV or JSON (admin)',
        querystring: ExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { timeframe, feature, format } = request.query;
      const file = await exportFeedback(app.db, timeframe, feature, format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="feedback-${timeframe}.${format}"`)
        .send(file.body);
    },
  );

  app.get(
    '/feedback/leaderboard',
    {
      schema: {
        tags,
        summary: 'Points leaderboard for a period',
        querystring: LeaderboardQuerySchema,
        response: { 200: LeaderboardResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, ...(await getLeaderboard(app.db, request.query.period, visitor?.id ?? null)) };
    },
  );

  app.get(
    '/feedback/achievements',
    { schema: { tags, summary: "The caller's feedback achievements", response: { 200: AchievementsResponseSchema } } },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, ...(await getAchievements(app.db, visitor?.id ?? null)) };
    },
  );

  app.get(
    '/feedback/features',
    {
      schema: {
        tags,
        summary: 'The 12 feature cards with ratings from stored feedback',
        response: { 200: FeatureCardsResponseSchema },
      },
    },
    async () => ({ success: true as const, features: await getFeatureCards(app.db) }),
  );
};
