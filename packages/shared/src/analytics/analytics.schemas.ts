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

/** A stored tracker event, as the admin reads it back. */
export const StoredAnalyticsEventSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  props: z.record(z.string(), jsonValue),
  path: z.string().nullable(),
  sessionId: z.string().nullable(),
  userId: z.uuid().nullable(),
  occurredAt: z.iso.datetime(),
  receivedAt: z.iso.datetime(),
});
export const ListAnalyticsEventsResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(StoredAnalyticsEventSchema),
  nextCursor: z.string().nullable(),
});

const countOf = z.number().int();
export const AnalyticsSummaryResponseSchema = z.object({
  success: z.literal(true),
  summary: z.object({
    since: z.iso.datetime(),
    until: z.iso.datetime(),
    totalEvents: countOf,
    sessions: countOf,
    users: countOf,
    byName: z.array(z.object({ name: z.string(), count: countOf })),
    /** `date` is a UTC day, YYYY-MM-DD. */
    byDay: z.array(z.object({ date: z.string(), count: countOf })),
    topPages: z.array(z.object({ path: z.string(), count: countOf })),
  }),
});

const viewed = z.object({ id: z.uuid(), title: z.string(), views: countOf });
export const PopularContentResponseSchema = z.object({
  success: z.literal(true),
  questions: z.array(viewed),
  prototypes: z.array(viewed),
});
