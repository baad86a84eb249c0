import { z } from 'zod';
import {
  CONTEXTUAL_CATEGORIES,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_FEATURE_IDS,
  FEEDBACK_SOURCES,
  FEEDBACK_TYPE_IDS,
  TIMEFRAMES,
} from './feedback.constants.ts';

export const CreateFeedbackBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPE_IDS, { message: 'Choose a feedback type' }),
  rating: z
    .number({ message: 'Choose a rating from 1 to 5' })
    .int()
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  comment: z
    .string()
    .trim()
    .max(FEEDBACK_COMMENT_MAX, `Comment must be at most ${FEEDBACK_COMMENT_MAX} characters`)
    .default(''),
  feature: z.enum(FEEDBACK_FEATURE_IDS, { message: 'Choose the feature this is about' }),
  category: z.enum(CONTEXTUAL_CATEGORIES, { message: 'Choose a category' }).nullish().default(null),
  source: z.enum(FEEDBACK_SOURCES).default('widget'),
  path: z.string().max(300).nullish().default(null),
});
export type CreateFeedbackBody = z.infer<typeof CreateFeedbackBodySchema>;
export type CreateFeedbackInput = z.input<typeof CreateFeedbackBodySchema>;

export const FeedbackSchema = z.object({
  id: z.uuid(),
  type: z.enum(FEEDBACK_TYPE_IDS),
  rating: z.number().int(),
  comment: z.string(),
  feature: z.enum(FEEDBACK_FEATURE_IDS),
  category: z.enum(CONTEXTUAL_CATEGORIES).nullable(),
  source: z.enum(FEEDBACK_SOURCES),
  user: z.object({ id: z.uuid(), name: z.string(), avatar: z.string() }),
  timestamp: z.iso.datetime(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

export const CreateFeedbackResponseSchema = z.object({
  success: z.literal(true),
  feedback: FeedbackSchema,
  pointsAwarded: z.number().int(),
});

export const ListFeedbackQuerySchema = z.object({
  feature: z.enum(FEEDBACK_FEATURE_IDS).optional(),
  type: z.enum(FEEDBACK_TYPE_IDS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  cursor: z.string().min(1).max(500).optional(),
  /** Created at or after this moment; with `before`, an analytics period's exact rows. */
  since: z.iso.datetime().optional(),
  /** Created strictly before this moment. */
  before: z.iso.datetime().optional(),
});
export type ListFeedbackQuery = z.infer<typeof ListFeedbackQuerySchema>;
export const ListFeedbackResponseSchema = z.object({
  success: z.literal(true),
  feedback: z.array(FeedbackSchema),
  nextCursor: z.string().nullable(),
});

export const FeedbackStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: z.object({
    totalFeedback: z.number().int(),
    averageRating: z.number(),
    positiveFeedback: z.number().int(),
    negativeFeedback: z.number().int(),
    featureRequests: z.number().int(),
    bugReports: z.number().int(),
  }),
});
export type FeedbackStats = z.infer<typeof FeedbackStatsResponseSchema>['stats'];

const timeframes = Object.keys(TIMEFRAMES) as [keyof typeof TIMEFRAMES, ...(keyof typeof TIMEFRAMES)[]];
export const AnalyticsQuerySchema = z.object({
  timeframe: z.enum(timeframes).default('30d'),
  feature: z.enum(FEEDBACK_FEATURE_IDS).optional(),
});
export const ExportQuerySchema = AnalyticsQuerySchema.extend({ format: z.enum(['csv', 'json']).default('json') });

export const FeedbackAnalyticsSchema = z.object({
  timeframe: z.enum(timeframes),
  /** The rows counted were created in [start, end) (feedback-window.ts). */
  period: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
  totalFeedback: z.number().int(),
  averageRating: z.number(),
  sentimentDistribution: z.object({ positive: z.number(), neutral: z.number(), negative: z.number() }),
  feedbackTrends: z.array(z.object({ date: z.string(), count: z.number().int(), averageRating: z.number() })),
  featurePerformance: z.array(
    z.object({
      feature: z.string(),
      rating: z.number(),
      feedbackCount: z.number().int(),
      trend: z.enum(['up', 'down', 'stable']),
    }),
  ),
  userEngagement: z.object({
    newUsers: z.number().int(),
    returningUsers: z.number().int(),
    feedbackPerUser: z.number(),
  }),
});
export const FeedbackAnalyticsResponseSchema = z.object({
  success: z.literal(true),
  analytics: FeedbackAnalyticsSchema,
});

export const LeaderboardQuerySchema = z.object({ period: z.enum(['all', 'month', 'week']).default('all') });
export const LeaderboardEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatar: z.string(),
  points: z.number().int(),
  feedbackCount: z.number().int(),
  badges: z.array(z.string()),
  rank: z.number().int(),
});
export const LeaderboardResponseSchema = z.object({
  success: z.literal(true),
  period: z.enum(['all', 'month', 'week']),
  leaderboard: z.array(LeaderboardEntrySchema),
  /** The caller's own standing, when a token is sent. */
  me: LeaderboardEntrySchema.nullable(),
});

export const AchievementsResponseSchema = z.object({
  success: z.literal(true),
  achievements: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      icon: z.string(),
      points: z.number().int(),
      unlocked: z.boolean(),
      progress: z.number().int(),
      goal: z.number().int(),
    }),
  ),
  points: z.number().int(),
  feedbackCount: z.number().int(),
});

export const FeatureCardsResponseSchema = z.object({
  success: z.literal(true),
  features: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      icon: z.string(),
      feature: z.enum(FEEDBACK_FEATURE_IDS),
      status: z.enum(['active', 'beta', 'deprecated']),
      rating: z.number(),
      feedbackCount: z.number().int(),
      recentFeedback: z.array(FeedbackSchema),
    }),
  ),
});

/** GET /api/feedback/export?format=json (admin): the file, the rows behind the analytics and the numbers. */
export const FeedbackExportFileSchema = z.object({
  generatedAt: z.iso.datetime(),
  timeframe: z.enum(timeframes),
  feature: z.enum(FEEDBACK_FEATURE_IDS).nullable(),
  rows: z.array(
    z.object({
      id: z.uuid(),
      userId: z.uuid(),
      rating: z.number().int(),
      feature: z.string(),
      type: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** Each user's first feedback ever, by user id (new versus returning users). */
  firstFeedbackAt: z.record(z.string(), z.iso.datetime()),
  analytics: FeedbackAnalyticsSchema,
});
