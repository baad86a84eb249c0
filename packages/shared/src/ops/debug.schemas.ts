import { z } from 'zod';

/** GET /api/debug/env (admin): which settings are set, never a value (DESIGN.md §7). */
export const DebugEnvResponseSchema = z.object({
  success: z.literal(true),
  environment: z.object({
    nodeVersion: z.string(),
    nodeEnv: z.string(),
    settings: z.record(z.string(), z.object({ isSet: z.boolean() })),
    /** Requests per minute by bucket (rateLimitPerMinute, writeLimitPerMinute, ...). */
    limits: z.record(z.string(), z.number().int()),
  }),
});

/** GET /api/debug/database (admin): driver, migrations, rows per table and a timed ping. */
export const DebugDatabaseResponseSchema = z.object({
  success: z.literal(true),
  database: z.object({
    driver: z.string(),
    migrationsApplied: z.number().int(),
    latestMigrationAt: z.iso.datetime().nullable(),
    pingMs: z.number(),
    rowCounts: z.record(z.string(), z.number().int()),
  }),
});

/** GET /api/debug/ghl-status (admin): no CRM sync exists; the answer says so. */
export const DebugGhlStatusResponseSchema = z.object({
  success: z.literal(true),
  ghl: z.object({ configured: z.literal(false), message: z.string() }),
});
