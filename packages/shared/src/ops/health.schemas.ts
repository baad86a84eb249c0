import { z } from 'zod';

export const HealthResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const HealthUnavailableResponseSchema = HealthResponseSchema.extend({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
});

/** GET /api/ready: this process can take traffic (a proxy or orchestrator sends requests to it). */
export const ReadyResponseSchema = z.object({
  success: z.literal(true),
  ready: z.literal(true),
});

/**
 * Why a process is not ready: still starting, shutting down (after SIGTERM, docs/decisions/006),
 * or its database cannot be reached.
 */
export const NOT_READY_REASONS = ['starting', 'draining', 'database_unavailable'] as const;
export type NotReadyReason = (typeof NOT_READY_REASONS)[number];

/** GET /api/ready's 503: the error shape of every API failure, plus `ready` and the reason. */
export const NotReadyResponseSchema = z.object({
  success: z.literal(false),
  ready: z.literal(false),
  error: z.literal('not_ready'),
  reason: z.enum(NOT_READY_REASONS),
  message: z.string(),
});
export type NotReadyResponse = z.infer<typeof NotReadyResponseSchema>;
