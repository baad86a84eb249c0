import { z } from 'zod';
import { ANALYTICS_BATCH_MAX } from './analytics.constants.ts';

const jsonValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

export const AnalyticsEventSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_.:-]+$/i, 'must be letters, digits, _ . : or -'),
  props: z
    .record(z.string().max(100), jsonValue)
    .refine((props) => Object.keys(props).length <= 30, 'must have at most 30 properties')
    .default({}),
  timestamp: z.iso.datetime({ offset: true }),
  path: z.string().max(500).optional(),
  sessionId: z.string().max(100).optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const RecordAnalyticsBodySchema = z.object({
  events: z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});
export type RecordAnalyticsBody = z.infer<typeof RecordAnalyticsBodySchema>;

export const RecordAnalyticsResponseSchema = z.object({
  success: z.literal(true),
  accepted: z.number().int(),
});

export const EventsQuerySchema = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  since: z.iso.datetime({ message: 'since must be an ISO date-time' }).optional(),
  until: z.iso.datetime({ message: 'until must be an ISO date-time' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().min(1).max(200).optional(),
});
export type EventsQuery = z.infer<typeof EventsQuerySchema>;
export const SummaryQuerySchema = EventsQuerySchema.pick({ since: true, until: true });
