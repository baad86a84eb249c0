import { MonitoringStatusSchema } from '@app/shared/ai-member/ai-member.schemas';
import { z } from 'zod';

/*
 * The shapes of GET /monitoring/stats and GET /ai-community-member/stats. The shared contract
 * declares no response schema for these two routes, so the web app parses them here, strictly,
 * from the fields the server's monitoring service returns.
 */

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
