import { z } from 'zod';
import { AnswerSchema } from '../community/community.schemas.ts';
import { MonitoringStatusSchema, TrendingTopicSchema } from './ai-member.schemas.ts';

/** What the AI member and its monitoring engine report (GET /monitoring/stats, /ai-community-member/stats...). */

export const MonitoringStatsSchema = MonitoringStatusSchema.extend({
  engagementsLastHour: z.number().int(),
  totals: z.object({
    runs: z.number().int(),
    posted: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
});
export type MonitoringStats = z.infer<typeof MonitoringStatsSchema>;
export const MonitoringStatsResponseSchema = z.object({ success: z.literal(true), stats: MonitoringStatsSchema });

/** One entry of the engagement log. */
export const EngagementSchema = z.object({
  questionId: z.string(),
  answerId: z.string().nullable(),
  /** The persona's handle. */
  persona: z.string(),
  generator: z.string(),
  trigger: z.string(),
  outcome: z.enum(['posted', 'skipped', 'failed']),
  reason: z.string().nullable(),
  latencyMs: z.number(),
  at: z.string(),
});
export type Engagement = z.infer<typeof EngagementSchema>;

export const AiMemberStatsSchema = z.object({
  generator: z.string(),
  personas: z.number().int(),
  monitoring: MonitoringStatusSchema,
  engagementsLastHour: z.number().int(),
  totals: z.object({ posted: z.number().int(), skipped: z.number().int(), failed: z.number().int() }),
  byPersona: z.array(z.object({ persona: z.string(), posted: z.number().int() })),
  recent: z.array(EngagementSchema),
});
export type AiMemberStats = z.infer<typeof AiMemberStatsSchema>;
export const AiMemberStatsResponseSchema = z.object({ success: z.literal(true), stats: AiMemberStatsSchema });

/** One monitoring pass and what it did with each question it looked at. */
export const MonitoringRunSchema = z.object({
  id: z.uuid(),
  trigger: z.string(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  examined: z.number().int(),
  engaged: z.number().int(),
  skipped: z.number().int(),
  note: z.string().nullable(),
  details: z.array(z.object({ questionId: z.string(), outcome: z.string(), reason: z.string().nullable() })),
});
export const MonitoringHistoryResponseSchema = z.object({
  success: z.literal(true),
  runs: z.array(MonitoringRunSchema),
});

/** A pass run on request: `ran: false` when another pass holds the lease. */
export const MonitoringPassResponseSchema = z.union([
  z.object({ success: z.literal(true), ran: z.literal(true), run: MonitoringRunSchema }),
  z.object({ success: z.literal(true), ran: z.literal(false), reason: z.string() }),
]);

/** A manual engagement that posted (a skip is a 409 with the reason). */
export const EngagementResponseSchema = z.object({
  success: z.literal(true),
  outcome: z.literal('posted'),
  answer: AnswerSchema,
  /** The persona's handle. */
  persona: z.string(),
  generator: z.string(),
  latencyMs: z.number(),
});

export const DebugTrendingResponseSchema = z.object({
  success: z.literal(true),
  lastAnalysis: z.object({ topics: z.array(TrendingTopicSchema), analyzedAt: z.iso.datetime() }).nullable(),
  live: z.array(TrendingTopicSchema),
});

export const DebugAiMemberStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: AiMemberStatsSchema,
  monitoring: MonitoringStatusSchema,
});
