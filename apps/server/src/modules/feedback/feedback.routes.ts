import {
  AchievementsResponseSchema,
  AnalyticsQuerySchema,
  CreateFeedbackBodySchema,
  CreateFeedbackResponseSchema,
  ExportQuerySchema,
  FeatureCardsResponseSchema,
  FeedbackAnalyticsResponseSchema,
  FeedbackExportFileSchema,
  FeedbackStatsResponseSchema,
  LeaderboardQuerySchema,
  LeaderboardResponseSchema,
  ListFeedbackQuerySchema,
  ListFeedbackResponseSchema,
} from '@app/shared/feedback/feedback.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documented } from '../../lib/route-responses.ts';
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

const tags = ['feedback'];
/** The export is a file: JSON with the numbers, or CSV with the period's rows. */
const ExportFileResponse = {
  description: 'The file (content-disposition: attachment), as `format` asked',
  content: { 'application/json': { schema: FeedbackExportFileSchema }, 'text/csv': { schema: z.string() } },
};

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      preHandler: requireVisitor,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Send feedback; earns points',
        body: CreateFeedbackBodySchema,
        ...documented({ 201: CreateFeedbackResponseSchema }, { auth: 'visitor', body: true, conflict: true }),
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
        ...documented({ 200: ListFeedbackResponseSchema }, { auth: 'none' }),
      },
    },
    async (request) => ({ success: true as const, ...(await listFeedback(app.db, request.query)) }),
  );

  app.get(
    '/feedback/stats',
    {
      schema: {
        tags,
        summary: 'Totals over all stored feedback',
        ...documented({ 200: FeedbackStatsResponseSchema }, { auth: 'none' }),
      },
    },
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
        ...documented({ 200: FeedbackAnalyticsResponseSchema }, { auth: 'none', notModified: true }),
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
        summary: 'The rows behind the analytics, as CSV or JSON (admin)',
        querystring: ExportQuerySchema,
        ...documented({ 200: ExportFileResponse }, { auth: 'admin' }),
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
        ...documented({ 200: LeaderboardResponseSchema }, { auth: 'optional' }),
      },
    },
    async (request) => {
      const visitor = await loadVisitor(request);
      return { success: true as const, ...(await getLeaderboard(app.db, request.query.period, visitor?.id ?? null)) };
    },
  );

  app.get(
    '/feedback/achievements',
    {
      schema: {
        tags,
        summary: "The caller's feedback achievements",
        ...documented({ 200: AchievementsResponseSchema }, { auth: 'optional' }),
      },
    },
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
        ...documented({ 200: FeatureCardsResponseSchema }, { auth: 'none' }),
      },
    },
    async () => ({ success: true as const, features: await getFeatureCards(app.db) }),
  );
};
