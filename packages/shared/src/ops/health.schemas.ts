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
