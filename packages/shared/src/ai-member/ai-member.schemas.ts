import { z } from 'zod';
import { MONITORING_DEFAULTS, MONITORING_LIMITS } from './ai-member.constants.ts';
import { AI_PERSONAS } from './personas.ts';

const handles = AI_PERSONAS.map((persona) => persona.handle) as [string, ...string[]];

export const MonitoringConfigSchema = z.object({
  proactiveEngagementInterval: z
    .number({ message: 'proactiveEngagementInterval must be a number of minutes' })
    .int('proactiveEngagementInterval must be whole minutes')
    .min(
      MONITORING_LIMITS.intervalMin,
      `proactiveEngagementInterval must be at least ${MONITORING_LIMITS.intervalMin} minutes`,
    )
    .max(
      MONITORING_LIMITS.intervalMax,
      `proactiveEngagementInterval must be at most ${MONITORING_LIMITS.intervalMax} minutes`,
    )
    .default(MONITORING_DEFAULTS.proactiveEngagementInterval),
  maxEngagementsPerHour: z
    .number({ message: 'maxEngagementsPerHour must be a number' })
    .int('maxEngagementsPerHour must be a whole number')
    .min(MONITORING_LIMITS.perHourMin, `maxEngagementsPerHour must be at least ${MONITORING_LIMITS.perHourMin}`)
    .max(MONITORING_LIMITS.perHourMax, `maxEngagementsPerHour must be at most ${MONITORING_LIMITS.perHourMax}`)
    .default(MONITORING_DEFAULTS.maxEngagementsPerHour),
});
export type MonitoringConfig = z.infer<typeof MonitoringConfigSchema>;

export const GenerateResponseBodySchema = z.object({
  questionId: z.uuid('questionId must be a question id'),
  context: z.string().trim().max(500).optional(),
});
export const AiEngagementBodySchema = z.object({
  questionId: z.uuid('questionId must be a question id'),
  persona: z.enum(handles, { message: 'persona must be one of the four persona handles' }).optional(),
});

export const PersonaSchema = z.object({
  handle: z.string(),
  name: z.string(),
  role: z.string(),
  expertise: z.array(z.string()),
  focus: z.string(),
  isAI: z.literal(true),
});
export const PersonasResponseSchema = z.object({ success: z.literal(true), personas: z.array(PersonaSchema) });

export const MonitoringStatusSchema = z.object({
  running: z.boolean(),
  config: MonitoringConfigSchema,
  lastRunAt: z.iso.datetime().nullable(),
  nextRunAt: z.iso.datetime().nullable(),
});
export type MonitoringStatus = z.infer<typeof MonitoringStatusSchema>;
export const MonitoringStatusResponseSchema = z.object({
  success: z.literal(true),
  monitoring: MonitoringStatusSchema,
});

export const TrendingTopicSchema = z.object({
  topic: z.string(),
  kind: z.enum(['tag', 'term']),
  count: z.number().int(),
  previousCount: z.number().int(),
  change: z.number().int(),
});
export const TrendingResponseSchema = z.object({
  success: z.literal(true),
  topics: z.array(TrendingTopicSchema),
  analyzedAt: z.iso.datetime(),
});
